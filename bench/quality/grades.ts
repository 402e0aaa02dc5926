// Blind grading of the built-in writer's texts (bench/quality/grading/README.md).
//   pnpm eval:grades texts <run>   writes grading/<run>/<language>.json: each sampled product's data and its text,
//                                  and grading/<run>/scores.json: the service's score (the readers never see it)
//   pnpm eval:grades table <run>   prints the grade table from grading/<run>/grades-<language>.json
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILTIN_LANGUAGES, BuiltinWriter, scoreQuality } from "@proseo/writer";
import type { CorpusProduct } from "./corpus/schema.js";
import { loadCorpus } from "./facts.js";

const GRADING = path.join(import.meta.dirname, "grading");
/** Products per format in a sample: every format of the corpus, the same products in every run. */
const PER_FORMAT = 4;

type Grade = "A" | "B" | "C" | "F";
interface Graded {
  id: string;
  grade: Grade;
  defects: { kind: string; example: string }[];
}

function sample(corpus: CorpusProduct[]): CorpusProduct[] {
  const formats = [...new Set(corpus.map((product) => product.format))];
  return formats.flatMap((format) => {
    const all = corpus.filter((product) => product.format === format);
    const step = Math.max(1, Math.floor(all.length / PER_FORMAT));
    return all.filter((_, index) => index % step === 0).slice(0, PER_FORMAT);
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
      const content = await writer.generate(product, language);
      const quality = scoreQuality(content, product, language);
      scores[language] ??= {};
      scores[language][id] = { score: quality.score, passed: quality.passed };
      texts.push({ id, data: product, text: content });
    }
    writeFileSync(path.join(folder, `${language}.json`), `${JSON.stringify(texts, null, 1)}\n`);
  }
  writeFileSync(path.join(folder, "scores.json"), `${JSON.stringify(scores, null, 1)}\n`);
  console.log(`${Object.keys(scores).length} languages × ${Object.keys(scores.en ?? {}).length} products in ${folder}`);
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

/** The newest run that has grades: its folder names sort by date. */
export const latestGradedRun = (): string | undefined =>
  readdirSync(GRADING, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(GRADING, entry.name, "grades-en.json")))
    .map((entry) => entry.name)
    .sort()
    .at(-1);

if (process.argv[1] === import.meta.filename) {
  const [command, run = latestGradedRun()] = process.argv.slice(2);
  if (command === "texts" && run) await writeTexts(run);
  else if (command === "table" && run) printTable(run);
  else console.error("usage: pnpm eval:grades texts|table <run>");
}
