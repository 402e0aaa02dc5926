/** Every price in credits, in one table (docs/contract.md "Credits and prices"). */
export const PRICES = {
  syncDescriptionPerLanguage: 2,
  batchDescriptionPerLanguage: 1,
  aiPhoto: 10,
  videoFlatFiveSeconds: 20,
  videoPerSecond: 4,
  videoQualityMultiplier: { standard: 1, high: 2 },
  script: 3,
} as const;
