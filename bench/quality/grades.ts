// Blind grading of the built-in writer's texts (bench/quality/grading/README.md).
//   pnpm eval:grades texts <run>   writes grading/<run>/<language>.json: each sampled product's data and its text,
//                                  and grading/<run>/scores.json: the service's score (the readers never see it)
//   pnpm eval:grades requests <run> writes grading/<run>/requests-<language>.json: the exact chat-completions
//                                  request the OpenAI-compatible engine sends for each product of a larger sample
//                                  (en and de), for a strong model to answer into answers-<language>.json
//   pnpm eval:grades answers <run>  turns those answers into <language>.json and scores.json, graded as above
//   pnpm eval:grades table <run>   prints the grade table from grading/<run>/grades-<language>.json
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chatCompletionBody, parseChatCompletion, productFacts } from "@proseo/core";
import { BUILTIN_LANGUAGES, BuiltinWriter, DEFAULT_RULES, type GeneratedContent, scoreQuality } from "@proseo/writer";
import type { CorpusProduct } from "./corpus/schema.js";
import { loadCorpus } from "./facts.js";

const GRADING = path.join(import.meta.dirname, "grading");
/** Products per format in a sample of the built-in writer's texts: every format, the same products in every run. */
const PER_FORMAT = 4;
/** Products per format whose LLM requests are answered and graded: 31 products of the corpus. */
const REQUESTS_PER_FORMAT = 5;
/** The languages of the LLM requests' grading. */
const REQUEST_LANGUAGES = ["en", "de"];

type Grade = "A" | "B" | "C" | "F";
interface Graded {
  id: string;
  grade: Grade;
  defects: { kind: string; example: string }[];
}

function sample(corpus: CorpusProduct[], perFormat = PER_FORMAT): CorpusProduct[] {
  const formats = [...new Set(corpus.map((product) => product.format))];
  return formats.flatMap((format) => {
    const all = corpus.filter((product) => product.format === format);
    const step = Math.max(1, Math.floor(all.length / perFormat));
    return all.filter((_, index) => index % step === 0).slice(0, perFormat);
  });
}

async function writeTexts(run: string): Promise<void> {
  const folder = path.join(GRADING, run);
  mkdirSync(folder, { recursive: true });
  const writer = new BuiltinWriter();
  const scores: Record<string, Record<string, { score: number; passed: boolean }>> = {};
  for (const language of BUILTIN_LANGUAGES) {
    const texts = [];
    for (const { id, product } of sample(loadCorpus())) {
      // What the service gives an engine of a product as sent (a PIM's code of a name read as its words).
      const facts = productFacts(product);
      const content = await writer.generate(facts, language);
      const quality = scoreQuality(content, facts, language);
      scores[language] ??= {};
      scores[language][id] = { score: quality.score, passed: quality.passed };
      texts.push({ id, data: product, text: content });
    }
    writeFileSync(path.join(folder, `${language}.json`), `${JSON.stringify(texts, null, 1)}\n`);
  }
  writeFileSync(path.join(folder, "scores.json"), `${JSON.stringify(scores, null, 1)}\n`);
  console.log(`${Object.keys(scores).length} languages × ${Object.keys(scores.en ?? {}).length} products in ${folder}`);
}

/** The engine's exact request per product and language: what a strong model is asked, and all it sees. */
function writeRequests(run: string): void {
  const folder = path.join(GRADING, run);
  mkdirSync(folder, { recursive: true });
  for (const language of REQUEST_LANGUAGES) {
    const requests = sample(loadCorpus(), REQUESTS_PER_FORMAT).map(({ id, product }) => {
      const body = chatCompletionBody("a-strong-model", productFacts(product), language, DEFAULT_RULES);
      return { id, messages: body.messages, response_format: body.response_format };
    });
    writeFileSync(path.join(folder, `requests-${language}.json`), `${JSON.stringify(requests, null, 1)}\n`);
  }
  console.log(`${REQUEST_LANGUAGES.length} languages of requests in ${folder}`);
}

/** The model's answers ({ id, content }: the message content it answered), read as the engine reads them, and scored. */
function readAnswers(run: string): void {
  const folder = path.join(GRADING, run);
  const products = new Map(loadCorpus().map((entry) => [entry.id, entry.product]));
  const scores: Record<string, Record<string, { score: number; passed: boolean }>> = {};
  for (const language of REQUEST_LANGUAGES) {
    const file = path.join(folder, `answers-${language}.json`);
    // A language whose answers have not come yet is read on the next run.
    if (!existsSync(file)) continue;
    const answers = JSON.parse(readFileSync(file, "utf8")) as {
      id: string;
      content: string;
    }[];
    const texts = answers.map(({ id, content }) => {
      const product = products.get(id);
      if (!product) throw new Error(`${id}: no such product in bench/quality/corpus`);
      const text: GeneratedContent = parseChatCompletion({ choices: [{ message: { content } }] });
      const quality = scoreQuality(text, productFacts(product), language);
      scores[language] ??= {};
      scores[language][id] = { score: quality.score, passed: quality.passed };
      return { id, data: product, text };
    });
    writeFileSync(path.join(folder, `${language}.json`), `${JSON.stringify(texts, null, 1)}\n`);
  }
  writeFileSync(path.join(folder, "scores.json"), `${JSON.stringify(scores, null, 1)}\n`);
}

export function printTable(run: string): void {
  const folder = path.join(GRADING, run);
  const scores = JSON.parse(readFileSync(path.join(folder, "scores.json"), "utf8")) as Record<
    string,
    Record<string, { passed: boolean }>
  >;
  console.log(`\nBlind grades (${run}): A publish unread, B two small fixes, C rewrite, F harmful`);
  console.log("| language | texts | A | B | C | F | A or B | passed by the score, graded C or F |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const language of BUILTIN_LANGUAGES) {
    const file = path.join(folder, `grades-${language}.json`);
    if (!existsSync(file)) continue;
    const grades = JSON.parse(readFileSync(file, "utf8")) as Graded[];
    const count = (grade: Grade) => grades.filter((graded) => graded.grade === grade).length;
    const misleading = grades.filter((graded) => graded.grade >= "C" && scores[language]?.[graded.id]?.passed).length;
    const good = count("A") + count("B");
    console.log(
      `| ${language} | ${grades.length} | ${count("A")} | ${count("B")} | ${count("C")} | ${count("F")} | ${Math.round((100 * good) / grades.length)}% | ${misleading} |`,
    );
  }
}

/** The newest run that has grades, of the built-in writer's texts or of LLM answers ("-llm" runs): names sort by date. */
export const latestGradedRun = (llm = false): string | undefined =>
  readdirSync(GRADING, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(GRADING, entry.name, "grades-en.json")))
    .filter((entry) => entry.name.includes("-llm") === llm)
    .map((entry) => entry.name)
    .sort()
    .at(-1);

if (process.argv[1] === import.meta.filename) {
  const [command, run = latestGradedRun()] = process.argv.slice(2);
  if (command === "texts" && run) await writeTexts(run);
  else if (command === "requests" && run) writeRequests(run);
  else if (command === "answers" && run) readAnswers(run);
  else if (command === "table" && run) printTable(run);
  else console.error("usage: pnpm eval:grades texts|requests|answers|table <run>");
}
