// The facts figures of issue 40: every product of bench/quality/corpus read by the writer's source readers,
// compared with the facts labelled by hand. `pnpm eval:facts [format] [--misses]` prints the table (and with
// --misses every fact read wrong, left out or read from bookkeeping).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Fact, readProduct } from "@proseo/writer";
import type { CorpusProduct, ExpectedFact } from "./corpus/schema.js";

const CORPUS = path.join(import.meta.dirname, "corpus");

export function loadCorpus(): CorpusProduct[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => JSON.parse(readFileSync(path.join(CORPUS, entry.name, "products.json"), "utf8")) as CorpusProduct[]);
}

// Open Food Facts marks allergens _so_ in ingredient statements: the marks are no part of the words.
const norm = (value: string) =>
  value
    .replace(/_([^_]+)_/g, "$1")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s"'’]+/g, " ")
    .trim();
const UNIT_ALIASES: Record<string, string> = {
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  '"': "in",
  inch: "in",
  inches: "in",
  "℃": "°c",
  // Units spelled out as the supplier's prose writes them.
  gram: "g",
  grams: "g",
  lumen: "lm",
  lumens: "lm",
  hours: "hour",
  h: "hour",
  degree: "°",
  degrees: "°",
};
const unitOf = (unit: string | null | undefined) => (unit ? (UNIT_ALIASES[unit.toLowerCase()] ?? unit.toLowerCase()) : null);

/** A joined dimensions fact ("Length (in),Width (in)") as one quantity fact per column it was read from. */
function unjoin(fact: Fact): Fact[] {
  if (fact.value.type !== "dimensions" || !fact.key.includes(",")) return [fact];
  const { unit, parts } = fact.value;
  return fact.key.split(",").map((key, index) => ({
    ...fact,
    key,
    value: { type: "quantity" as const, amount: parts[index]?.amount ?? Number.NaN, unit },
  }));
}

const textOf = (fact: Fact): string | undefined =>
  fact.value.type === "text"
    ? fact.value.text
    : fact.value.type === "list"
      ? fact.value.items.join(", ")
      : fact.value.type === "year"
        ? String(fact.value.year)
        : fact.value.type === "date"
          ? fact.value.date
          : undefined;

/** Whether a fact read gives the value labelled. */
export function matches(fact: Fact, expected: ExpectedFact): boolean {
  const want = expected.value;
  const got = fact.value;
  switch (want.type) {
    case "code":
      return got.type === "text" && got.text.replace(/^'/, "") === want.text;
    case "text": {
      // A figure labelled as written ('28"') is the quantity read from it (28 in).
      const figure = /^(\d+(?:\.\d+)?)\s*(\S+)$/.exec(want.text.trim());
      if (got.type === "quantity" && figure) return got.amount === Number(figure[1]) && unitOf(got.unit) === unitOf(figure[2]);
      return textOf(fact) !== undefined && norm(textOf(fact)!) === norm(want.text);
    }
    case "list": {
      const items = got.type === "list" ? got.items : got.type === "text" ? [got.text] : [];
      // Options are a choice, in any order (sizes read smallest first, packages/writer/src/facts/read.ts); any other
      // list keeps the data's (an ingredient statement's order is the recipe's).
      const sorted = (list: string[]) => [...list].sort((a, b) => norm(a).localeCompare(norm(b)));
      const options = expected.kind === "variant" || expected.kind === "size";
      const inOrder = options ? sorted(items) : items;
      const wanted = options ? sorted(want.items) : want.items;
      return items.length === want.items.length && wanted.every((item, index) => norm(item) === norm(inOrder[index] ?? ""));
    }
    case "quantity":
      // A measure along one axis is the quantity it measures ("Width: 5 cm").
      if (got.type === "dimensions" && got.parts.length === 1)
        return got.parts[0]!.amount === want.amount && unitOf(got.unit) === unitOf(want.unit);
      return (
        got.type === "quantity" &&
        Math.abs(got.amount - want.amount) < 1e-9 &&
        (want.unit === null || unitOf(got.unit) === unitOf(want.unit))
      );
    case "range":
      return got.type === "range" && got.min === want.min && got.max === want.max && unitOf(got.unit) === unitOf(want.unit);
    case "dimensions":
      return got.type === "dimensions" && got.parts.map((part) => part.amount).join() === want.parts.join();
    case "money":
      return got.type === "money" && got.amount === want.amount;
    case "flag":
      return got.type === "flag";
    case "negated":
      return false;
  }
}

export interface FactFigures {
  products: number;
  read: number;
  correct: number;
  expected: number;
  found: number;
  bookkeeping: string[];
  codesAsNumbers: string[];
  listsCut: string[];
  misses: string[];
}

export function measureFacts(products: CorpusProduct[]): FactFigures {
  const figures: FactFigures = {
    products: products.length,
    read: 0,
    correct: 0,
    expected: 0,
    found: 0,
    bookkeeping: [],
    codesAsNumbers: [],
    listsCut: [],
    misses: [],
  };
  for (const product of products) {
    // What the readers read, whether or not a page can state it (a unitless weight, a value in another language).
    const reading = readProduct(product.product.sourceData, product.expected.language);
    const facts = [...reading.facts, ...reading.unstated].flatMap(unjoin);
    const wanted = product.expected.facts.filter((fact) => fact.value.type !== "negated");
    const prose = new Set(product.expected.supplierText);
    const ignored = new Set(product.expected.ignored);
    for (const fact of facts) {
      // Facts read from the supplier's prose are neither right nor wrong here: the labels do not mine prose.
      if (prose.has(fact.key)) continue;
      figures.read += 1;
      const labelled = wanted.filter((expected) => expected.key === fact.key);
      if (labelled.some((expected) => matches(fact, expected))) figures.correct += 1;
      else if (ignored.has(fact.key) || [...ignored].some((key) => fact.key.startsWith(`${key}.`))) {
        figures.bookkeeping.push(`${product.id}: ${fact.key}`);
      } else {
        figures.misses.push(
          `${product.id}: read ${fact.key} = ${JSON.stringify(fact.value)}${labelled.length ? ` (labelled ${JSON.stringify(labelled.map((l) => l.value))})` : " (not labelled a fact)"}`,
        );
      }
    }
    // A fact of a conflict the labels name is read right when the reading names the conflict too: no text may state it.
    const named = new Set(reading.conflicts.flatMap((conflict) => conflict.values.map(({ key }) => key)));
    const withheld = (expected: ExpectedFact) =>
      named.has(expected.key) && product.expected.conflicts.some((conflict) => conflict.keys.includes(expected.key));
    for (const expected of wanted) {
      figures.expected += 1;
      const same = facts.filter((fact) => fact.key === expected.key);
      if (same.some((fact) => matches(fact, expected)) || withheld(expected)) {
        figures.found += 1;
        continue;
      }
      if (expected.value.type === "code" && same.some((fact) => fact.value.type !== "text" && fact.value.type !== "list")) {
        figures.codesAsNumbers.push(`${product.id}: ${expected.key}`);
      }
      if (
        expected.value.type === "list" &&
        same.some(
          (fact) => fact.value.type === "list" && fact.value.items.length < (expected.value as { items: string[] }).items.length,
        )
      ) {
        figures.listsCut.push(`${product.id}: ${expected.key}`);
      }
      if (!same.length) figures.misses.push(`${product.id}: missed ${expected.key} = ${JSON.stringify(expected.value)}`);
    }
  }
  return figures;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "-");

export function printFacts(products: CorpusProduct[], withMisses = false): boolean {
  const formats = [...new Set(products.map((product) => product.format))];
  console.log("\nFacts read from bench/quality/corpus (labelled by hand), in the data's language");
  console.log("| format | products | precision | recall | bookkeeping read | codes as numbers | lists cut |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  let all: FactFigures | undefined;
  for (const format of [...formats, "all"]) {
    const subset = format === "all" ? products : products.filter((product) => product.format === format);
    const figures = measureFacts(subset);
    if (format === "all") all = figures;
    console.log(
      `| ${format} | ${figures.products} | ${percent(figures.correct, figures.read)} | ${percent(figures.found, figures.expected)} | ${figures.bookkeeping.length} | ${figures.codesAsNumbers.length} | ${figures.listsCut.length} |`,
    );
  }
  if (withMisses && all) {
    for (const line of [
      ...all.bookkeeping.map((line) => `bookkeeping ${line}`),
      ...all.codesAsNumbers.map((l) => `code as number ${l}`),
      ...all.listsCut.map((l) => `list cut ${l}`),
      ...all.misses,
    ]) {
      console.log(line);
    }
  }
  return (
    all !== undefined &&
    all.correct / all.read >= 0.99 &&
    all.found / all.expected >= 0.95 &&
    !all.bookkeeping.length &&
    !all.codesAsNumbers.length &&
    !all.listsCut.length
  );
}

if (process.argv[1] === import.meta.filename) {
  const only = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  const corpus = loadCorpus().filter((product) => !only || product.format.startsWith(only));
  process.exitCode = printFacts(corpus, process.argv.includes("--misses")) ? 0 : 1;
}
