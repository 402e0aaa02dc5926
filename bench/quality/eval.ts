// The quality evaluation: every product of bench/quality/products (written for the checks) and of
// bench/quality/exports (rows as WooCommerce, Magento, Shopify and Akeneo export them) in every language
// the built-in writer supports (and with the OpenAI-compatible engine when OPENAI_BASE_URL, OPENAI_API_KEY
// and OPENAI_MODEL are set), scored by the shared quality checks, searched for template defects and
// measured as issue 30 asks (core's generation/measures.ts), and its grounding measured (grounding.ts).
//   pnpm eval:quality
// Prints per language the mean score, the pass rate of every check, the defects found and the measures;
// exits 1 when a check passes for less than 95% of the built-in descriptions of products with enough data,
// or when a measure misses its target.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  BUILTIN_LANGUAGES,
  BuiltinWriter,
  findDefects,
  type Measures,
  measure,
  meets,
  OpenAiEngine,
  QUALITY_CHECKS,
  QUALITY_PASS_SCORE,
  scoreQuality,
  TARGETS,
  type DefectKind,
  type ProductFacts,
  type TextEngine,
  type Written,
} from "@proseo/core";
import { evaluateGrounding } from "./grounding.js";
import { compliance } from "./compliance.js";
import { loadCorpus, printFacts } from "./facts.js";
import { latestGradedRun, printTable } from "./grades.js";

const REQUIRED_PASS_RATE = 0.95;
const DEFECTS: DefectKind[] = ["agreement", "raw_value", "cut_word", "repeated_opening", "choppy_sentences"];
const products = ["products", "exports"].flatMap((folder) => {
  const directory = path.join(import.meta.dirname, folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), "utf8")) as ProductFacts[]);
});
const categories = new Set(products.map((product) => product.category?.split("/")[0]));

interface Row {
  language: string;
  /** Scores of the products with enough data to write from; the checks' rates are over these. */
  scores: number[];
  passed: Record<string, number>;
  defects: Record<DefectKind, number>;
  examples: string[];
  measures: Measures;
}

async function evaluate(engine: TextEngine): Promise<Row[]> {
  const rows: Row[] = [];
  for (const language of BUILTIN_LANGUAGES) {
    const defects = Object.fromEntries(DEFECTS.map((kind) => [kind, 0])) as Record<DefectKind, number>;
    const written: Written[] = [];
    const row = { language, scores: [], passed: {}, defects, examples: [] } as Omit<Row, "measures">;
    for (const product of products) {
      const content = await engine.generate(product, language);
      const quality = scoreQuality(content, product, language);
      written.push({ product, content, quality });
      // A product with too little data is measured by its text never passing, not by the checks.
      if (!quality.checks.find((check) => check.check === "enough_data")?.passed) continue;
      row.scores.push(quality.score);
      for (const check of quality.checks) {
        row.passed[check.check] = (row.passed[check.check] ?? 0) + (check.passed ? 1 : 0);
        if (!check.passed && row.examples.length < 3) row.examples.push(`${product.sku} ${check.check}: ${check.hint}`);
      }
      for (const defect of findDefects(content, product, language)) row.defects[defect.kind] += 1;
    }
    rows.push({ ...row, measures: measure(written, language) });
  }
  return rows;
}

const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;

function print(title: string, rows: Row[]): boolean {
  const checks = Object.keys(QUALITY_CHECKS);
  console.log(`\n${title}: ${products.length} products in ${categories.size} categories, pass from ${QUALITY_PASS_SCORE}`);
  console.log(["lang", "mean", "pass", ...checks, ...DEFECTS.map((kind) => `defects:${kind}`)].join(" | "));
  let ok = true;
  for (const row of rows) {
    const mean = row.scores.reduce((sum, score) => sum + score, 0) / row.scores.length;
    const passing = row.scores.filter((score) => score >= QUALITY_PASS_SCORE).length;
    const rates = checks.map((check) => (row.passed[check] ?? 0) / row.scores.length);
    ok &&= rates.every((rate) => rate >= REQUIRED_PASS_RATE);
    console.log(
      [
        row.language,
        mean.toFixed(1),
        percent(passing, row.scores.length),
        ...rates.map((rate) => `${Math.round(rate * 100)}%`),
        ...DEFECTS.map((kind) => String(row.defects[kind])),
      ].join(" | "),
    );
    for (const example of row.examples) console.log(`    ${example}`);
  }
  return printMeasures(rows) && ok;
}

const MEASURE_NAMES: Record<keyof typeof TARGETS, string> = {
  crowdedTexts: "4+ values in a sentence",
  rawLabels: "raw labels",
  metaAndFaqPass: "meta+FAQ pass (3+ facts)",
  englishWords: "English words",
  wrongDecimals: "wrong decimals",
  yearsAsQuantities: "years as quantities",
  recurringSkeletons: "recurring skeletons (en)",
  thinPassing: "name-only passing",
};

/** The issue's measures per language, each against its target. */
function printMeasures(rows: Row[]): boolean {
  const names = Object.keys(TARGETS) as (keyof typeof TARGETS)[];
  const target = (name: keyof typeof TARGETS) => {
    const { max, min } = TARGETS[name];
    const show = (value: number) =>
      name === "metaAndFaqPass" || name === "recurringSkeletons" ? percent(value, 1) : String(value);
    return max !== undefined ? `≤ ${show(max)}` : `≥ ${show(min!)}`;
  };
  console.log(`\nmeasures (target): ${names.map((name) => `${MEASURE_NAMES[name]} (${target(name)})`).join(" | ")}`);
  let ok = true;
  for (const row of rows) {
    const cells = names.map((name) => {
      const value = row.measures[name];
      const shown =
        value === null ? "—" : name === "metaAndFaqPass" || name === "recurringSkeletons" ? percent(value, 1) : String(value);
      const met = meets(name, value);
      ok &&= met;
      return met ? shown : `${shown} ✗`;
    });
    console.log([row.language, ...cells].join(" | "));
    for (const example of row.measures.examples) console.log(`    ${example}`);
  }
  return ok;
}

// Issue 40's figures: the facts read from catalog data nobody on the team wrote, and the blind grades.
const factsOk = printFacts(loadCorpus());
for (const graded of [latestGradedRun(), latestGradedRun(true)]) if (graded) printTable(graded);
const builtinOk = print("built-in writer", await evaluate(new BuiltinWriter()));
const groundingOk = await evaluateGrounding(products);
const rulesOk = await compliance(products);
if (process.env.OPENAI_BASE_URL && process.env.OPENAI_API_KEY && process.env.OPENAI_MODEL) {
  const engine = new OpenAiEngine({
    baseUrl: process.env.OPENAI_BASE_URL,
    apiKey: process.env.OPENAI_API_KEY,
    model: process.env.OPENAI_MODEL,
    timeoutMs: 60_000,
    maxRetries: 2,
  });
  print(`OpenAI-compatible engine (${process.env.OPENAI_MODEL})`, await evaluate(engine));
}
if (!groundingOk || !factsOk) process.exitCode = 1;
if (!builtinOk) {
  console.error(
    `\nA check passes for less than ${REQUIRED_PASS_RATE * 100}% of the built-in descriptions, or a measure misses its target.`,
  );
}
if (!rulesOk) console.error("\nA content rule is broken by some built-in text (rule compliance above).");
if (!builtinOk || !rulesOk) process.exit(1);
