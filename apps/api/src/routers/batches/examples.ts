// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleBatch = {
  id: "batch_4kD9wQ2xVn7LmB3sT8pZ",
  status: "submitted",
  total: 2,
  succeeded_count: 0,
  failed_count: 0,
  languages: ["en", "de"],
  product_ids: ["prod_7Qx2mVb9LkT4sW1nZp8c", "prod_2Lm8Xq4vBn9KsT3wP7dR"],
  unresolved_ids: [],
  credits_reserved: 4,
  credits_charged: 0,
  credits_refunded: 0,
  created_at: "2026-11-21T09:00:00.000Z",
  ended_at: null,
};

export const exampleEndedBatch = {
  ...exampleBatch,
  status: "ended",
  succeeded_count: 2,
  credits_charged: 4,
  ended_at: "2026-11-21T09:01:00.000Z",
};
