// The writer: what a product's text is made of and checked against, with no database (docs/architecture in
// ARCHITECTURE.md: core depends on it, it depends on no package of the repository).
export * from "./brand.js";
export * from "./builtin-writer.js";
export * from "./category.js";
export * from "./constants.js";
export * from "./content.js";
export * from "./content-quality.js";
export * from "./content-rules/rules.js";
export * from "./content-rules/schema.js";
export * from "./defects.js";
export * from "./engine.js";
export type { FactKind } from "./facts/concepts.js";
export { factLabel, formatFactValue } from "./facts/format.js";
export { boundedData } from "./facts/bounds.js";
export { convert } from "./facts/units.js";
export type { Conflict } from "./facts/conflicts.js";
export {
  bookkeepingColumns,
  type Fact,
  type FactValue,
  type ProductReading,
  readFacts,
  readProduct,
} from "./facts/read.js";
export { readableName } from "./facts/readers/akeneo.js";
export type { Ignored, SourceFormat } from "./facts/readers/reader.js";
export * from "./grounding/unsupported-claims.js";
export * from "./json-ld.js";
export * from "./kept-texts.js";
export { BUILTIN_LANGUAGES } from "./languages/index.js";
export { warmUpWriter } from "./warm-up.js";
export * from "./measures.js";
export * from "./quality.js";
export * from "./regexp.js";
export * from "./rule-compliance.js";
export * from "./video-script.js";
export { attributeName } from "./facts/attribute-name.js";
export { columnFacts, columnLabel } from "./facts/column-label.js";
