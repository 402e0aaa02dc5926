// The quality evaluation: every product of bench/quality/products in every language the built-in
// writer supports (and with the OpenAI-compatible engine when OPENAI_BASE_URL, OPENAI_API_KEY and
// OPENAI_MODEL are set), scored by the shared quality checks and searched for template defects.
//   pnpm eval:quality
// Prints per language the mean score, the pass rate of every check and the defects found; exits 1
// when a check passes for less than 95% of the built-in descriptions.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  BUILTIN_LANGUAGES,
  BuiltinWriter,
  findDefects,
  OpenAiEngine,
  QUALITY_CHECKS,
  QUALITY_PASS_SCORE,
  scoreQuality,
  type DefectKind,
  type ProductFacts,
  type TextEngine,
} from "@proseo/core";

const REQUIRED_PASS_RATE = 0.95;
const DEFECTS: DefectKind[] = ["agreement", "raw_value", "cut_word", "repeated_opening", "choppy_sentences"];
const directory = path.join(import.meta.dirname, "products");
const products = readdirSync(directory)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), "utf8")) as ProductFacts[]);
const categories = new Set(products.map((product) => product.category?.split("/")[0]));

interface Row {
  language: string;
  scores: number[];
  passed: Record<string, number>;
  defects: Record<DefectKind, number>;
  examples: string[];
}

async function evaluate(engine: TextEngine): Promise<Row[]> {
  const rows: Row[] = [];
  for (const language of BUILTIN_LANGUAGES) {
    const defects = Object.fromEntries(DEFECTS.map((kind) => [kind, 0])) as Record<DefectKind, number>;
    const row: Row = { language, scores: [], passed: {}, defects, examples: [] };
    for (const product of products) {
      const content = await engine.generate(product, language);
      const quality = scoreQuality(content, product, language);
      row.scores.push(quality.score);
      for (const check of quality.checks) {
        row.passed[check.check] = (row.passed[check.check] ?? 0) + (check.passed ? 1 : 0);
        if (!check.passed && row.examples.length < 3) row.examples.push(`${product.sku} ${check.check}: ${check.hint}`);
      }
      for (const defect of findDefects(content, product, language)) row.defects[defect.kind] += 1;
    }
    rows.push(row);
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
    const rates = checks.map((check) => (row.passed[check] ?? 0) / products.length);
    ok &&= rates.every((rate) => rate >= REQUIRED_PASS_RATE);
    console.log(
      [
        row.language,
        mean.toFixed(1),
        percent(passing, products.length),
        ...rates.map((rate) => `${Math.round(rate * 100)}%`),
        ...DEFECTS.map((kind) => String(row.defects[kind])),
      ].join(" | "),
    );
    for (const example of row.examples) console.log(`    ${example}`);
  }
  return ok;
}

const builtinOk = print("built-in writer", await evaluate(new BuiltinWriter()));
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
if (!builtinOk) {
  console.error(`\nA check passes for less than ${REQUIRED_PASS_RATE * 100}% of the built-in descriptions.`);
  process.exit(1);
}
