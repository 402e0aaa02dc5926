// Grounding on answers written the way strong LLMs write (issue 41): bench/quality/grounding/answers-<language>.json
// holds, for 75 products of the corpus in en, de and fr, a faithful answer and the same answer with inventions, and
// the truth table of those inventions, written by readers who did not see the check and before it ran.
//   pnpm eval:grounding-answers [--misses] [--products first|last] [--holdout | --set <folder>]
// --products first|last: only the first 50 or the last 25 products of grounding/products.txt (tune on the first,
// look at the last only at the end).
// --holdout: the held-out set instead (grounding/holdout/: 75 other products, written after the check was built by
// sessions that never saw it; see its README.md). --set <folder>: another set of grounding/ (dev-2 to dev-6 and
// holdout-2 to holdout-26 to tune on, holdout-27 held out; each README says how it was written). Never tune the check on a held-out set.
// Prints the check's recall per kind of invention and the share of faithful answers it flags.
// --adjudicate <dir>: writes the statements the check and the truth table disagree on, shuffled and split in three,
// for blind readers (grounding/adjudication/README.md); --verdicts <dir>: gathers their verdicts into the set's
// adjudication/verdicts.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type GeneratedContent, type UnsupportedClaim, unsupportedClaims } from "@proseo/writer";
import { loadCorpus } from "./facts.js";

interface Answer {
  id: string;
  product: string;
  language: string;
  kind: "faithful" | "invented";
  answer: Omit<GeneratedContent, "json_ld">;
  inventions: { kind: string; field: string; claim: string }[];
}

const LANGUAGES = ["en", "de", "fr"];
const FIRST = 50;
const subset = process.argv[process.argv.indexOf("--products") + 1];
const named = process.argv.includes("--set") ? process.argv[process.argv.indexOf("--set") + 1] : undefined;
const folder = path.join(import.meta.dirname, "grounding", named ?? (process.argv.includes("--holdout") ? "holdout" : ""));
const listed = readFileSync(path.join(folder, "products.txt"), "utf8").split("\n").filter(Boolean);
const chosen = new Set(subset === "first" ? listed.slice(0, FIRST) : subset === "last" ? listed.slice(FIRST) : listed);
const answers = LANGUAGES.flatMap(
  (language) => JSON.parse(readFileSync(path.join(folder, `answers-${language}.json`), "utf8")) as Answer[],
).filter((entry) => chosen.has(entry.product));
const products = new Map(loadCorpus().map((entry) => [entry.id, entry.product]));
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

/** Whether the check names the invention: a flagged claim inside it, or it inside a flagged claim's sentence. */
const caught = (invention: Answer["inventions"][number], flagged: UnsupportedClaim[]) =>
  flagged.some(
    (claim) =>
      norm(invention.claim).includes(norm(claim.claim)) ||
      (norm(claim.sentence).includes(norm(invention.claim)) && claim.field.split(/[.[]/)[0] === invention.field.split(/[.[]/)[0]),
  );

/**
 * The blind adjudication of the developed-on set (grounding/adjudication/README.md): statements the check and the
 * truth table disagreed on, judged against the data by readers who were not told which side either took.
 */
interface Verdict {
  answer: string;
  statement: string;
  verdict: "supported" | "unsupported";
}
const adjudicated = path.join(folder, "adjudication", "verdicts.json");
const verdicts: Verdict[] = existsSync(adjudicated) ? JSON.parse(readFileSync(adjudicated, "utf8")) : [];
const judged = (answer: string, statement: string, verdict: Verdict["verdict"]) =>
  verdicts.some((entry) => entry.answer === answer && norm(entry.statement) === norm(statement) && entry.verdict === verdict);

const byKind = new Map<string, { total: number; caught: number }>();
let faithful = 0;
let faithfulFlagged = 0;
// After adjudication: a "faithful" answer a flag of which the readers found unsupported is no false alarm, and an
// invention they found supported is no invention.
let falseAlarms = 0;
let inventionsAdjudicated = 0;
let caughtAdjudicated = 0;
const misses: string[] = [];
/** The statements the check and the truth table disagree on: flags in faithful answers, inventions missed. */
const disagreements: { answer: string; product: string; language: string; sentence: string; statement: string }[] = [];
/** The text of an answer's field named as a truth table names it ("faq[1].answer", "bullets[2]"). */
const fieldText = (answer: Answer["answer"], field: string): string => {
  const value = field
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], answer);
  return typeof value === "string" ? value.replace(/<[^>]+>/g, " ") : "";
};
const sentenceOf = (text: string, claim: string) =>
  text.split(/(?<=[.!?])\s+/).find((sentence) => sentence.includes(claim)) ?? claim;
for (const entry of answers) {
  const product = products.get(entry.product);
  if (!product) throw new Error(`${entry.id}: no product ${entry.product} in bench/quality/corpus`);
  const flagged = unsupportedClaims({ ...entry.answer, json_ld: {} }, product, entry.language);
  if (entry.kind === "faithful") {
    faithful += 1;
    if (flagged.length) {
      faithfulFlagged += 1;
      if (!flagged.some((claim) => judged(entry.id, claim.claim, "unsupported"))) falseAlarms += 1;
      misses.push(`false alarm ${entry.id}: ${flagged.map((claim) => `"${claim.claim}" (${claim.kind})`).join(", ")}`);
      for (const claim of flagged) {
        disagreements.push({
          answer: entry.id,
          product: entry.product,
          language: entry.language,
          sentence: claim.sentence,
          statement: claim.claim,
        });
      }
    }
    continue;
  }
  for (const invention of entry.inventions) {
    const row = byKind.get(invention.kind) ?? { total: 0, caught: 0 };
    row.total += 1;
    const found = caught(invention, flagged);
    if (found) row.caught += 1;
    else {
      misses.push(`missed ${entry.id} ${invention.kind}: "${invention.claim}"`);
      const sentence = sentenceOf(fieldText(entry.answer, invention.field), invention.claim);
      disagreements.push({
        answer: entry.id,
        product: entry.product,
        language: entry.language,
        sentence,
        statement: invention.claim,
      });
    }
    if (!judged(entry.id, invention.claim, "supported")) {
      inventionsAdjudicated += 1;
      if (found) caughtAdjudicated += 1;
    }
    byKind.set(invention.kind, row);
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const total = [...byKind.values()].reduce((sum, row) => sum + row.total, 0);
const found = [...byKind.values()].reduce((sum, row) => sum + row.caught, 0);
console.log(`\nGrounding on LLM-style answers: ${answers.length} answers (${LANGUAGES.join(", ")}), ${total} inventions`);
console.log("| kind | inventions | caught | recall |");
console.log("| --- | --- | --- | --- |");
for (const [kind, row] of [...byKind.entries()].sort()) {
  console.log(`| ${kind} | ${row.total} | ${row.caught} | ${percent(row.caught, row.total)} |`);
}
console.log(`| all | ${total} | ${found} | ${percent(found, total)} |`);
console.log(`faithful answers flagged: ${faithfulFlagged} of ${faithful} (${percent(faithfulFlagged, faithful)})`);
if (verdicts.length) {
  console.log(
    `after blind adjudication: recall ${percent(caughtAdjudicated, inventionsAdjudicated)} (${caughtAdjudicated} of ${inventionsAdjudicated}), ` +
      `faithful answers flagged with no claim the readers found unsupported: ${falseAlarms} of ${faithful} (${percent(falseAlarms, faithful)})`,
  );
}
if (process.argv.includes("--misses")) for (const line of misses) console.log(line);

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const readers = 3;
const toJudge = option("--adjudicate");
if (toJudge) {
  // Shuffled by a seeded order so that neither the answer's id nor the order tells a reader which side took which view.
  let seed = 20261207;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const items = disagreements
    .map((entry) => ({ entry, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ entry }, item) => ({ item, ...entry }));
  mkdirSync(toJudge, { recursive: true });
  writeFileSync(path.join(toJudge, "key.json"), JSON.stringify(items, null, 1));
  for (let reader = 1; reader <= readers; reader += 1) {
    const share = items.filter(({ item }) => item % readers === reader - 1);
    const shown = share.map(({ item, product, language, sentence, statement }) => ({
      item,
      product,
      language,
      sentence,
      statement,
    }));
    const needed = [...new Set(share.map((entry) => entry.product))].map((id) => ({ id, product: products.get(id) }));
    writeFileSync(path.join(toJudge, `items-${reader}.json`), JSON.stringify(shown, null, 1));
    writeFileSync(path.join(toJudge, `products-${reader}.json`), JSON.stringify(needed, null, 1));
  }
  console.log(`${items.length} statements for ${readers} readers in ${toJudge}`);
}
const judgedIn = option("--verdicts");
if (judgedIn) {
  const key: ((typeof disagreements)[number] & { item: number })[] = JSON.parse(
    readFileSync(path.join(judgedIn, "key.json"), "utf8"),
  );
  const given = Array.from({ length: readers }, (_, reader) =>
    JSON.parse(readFileSync(path.join(judgedIn, `verdicts-${reader + 1}.json`), "utf8")),
  ).flat() as { item: number; verdict: Verdict["verdict"]; quote: string; reason: string }[];
  const written = key.map(({ answer, statement, sentence, item }) => {
    const verdict = given.find((entry) => entry.item === item);
    if (!verdict) throw new Error(`no verdict for statement ${item}`);
    return { answer, statement, sentence, verdict: verdict.verdict, quote: verdict.quote, reason: verdict.reason };
  });
  mkdirSync(path.dirname(adjudicated), { recursive: true });
  writeFileSync(adjudicated, `${JSON.stringify(written, null, 1)}\n`);
  console.log(`${written.length} verdicts written to ${adjudicated}`);
}
const ok = found / total >= 0.95 && faithfulFlagged / faithful <= 0.03;
process.exitCode = ok ? 0 : 1;
