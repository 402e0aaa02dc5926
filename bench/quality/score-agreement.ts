// How far today's score agrees with the blind readers (bench/quality/grading/README.md): each graded run's texts
// rescored with today's scoreQuality, per run and language.
//   pnpm eval:score-agreement [run…]   every graded run when none is named
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { productFacts } from "@proseo/core";
import { BUILTIN_LANGUAGES, type GeneratedContent, type ProductFacts, scoreQuality } from "@proseo/writer";

const GRADING = path.join(import.meta.dirname, "grading");
/** Failing checks listed per row: the most frequent. */
const TOP_CHECKS = 3;

interface Graded {
  id: string;
  grade: "A" | "B" | "C" | "F";
}
interface Written {
  id: string;
  data: ProductFacts;
  text: GeneratedContent;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const gradedRuns = () =>
  readdirSync(GRADING, { withFileTypes: true })
    // A run graded in any language (2026-11-30-llm9 was graded in German only).
    .filter(
      (entry) =>
        entry.isDirectory() && readdirSync(path.join(GRADING, entry.name)).some((file) => /^grades-[a-z]{2}\.json$/.test(file)),
    )
    .map((entry) => entry.name)
    .sort();

interface Row {
  texts: number;
  /** Texts the gate passes, and of them those graded A or B: the "passed means publishable". */
  passed: number;
  passedGood: number;
  /** Texts graded A or B, and the checks that fail them: the gate's false alarms. */
  good: number;
  goodFailedBy: Map<string, number>;
  poor: number;
  poorPassed: number;
  harmful: number;
  harmfulPassed: number;
  failed: Map<string, number>;
}

function agreement(run: string, language: string): Row | undefined {
  const folder = path.join(GRADING, run);
  const gradesFile = path.join(folder, `grades-${language}.json`);
  const textsFile = path.join(folder, `${language}.json`);
  if (!existsSync(gradesFile) || !existsSync(textsFile)) return undefined;
  const grades = new Map(read<Graded[]>(gradesFile).map((graded) => [graded.id, graded.grade]));
  const row = emptyRow();
  for (const { id, data, text } of read<Written[]>(textsFile)) {
    const grade = grades.get(id);
    if (!grade) continue;
    // Scored as the service scores it: on the facts it gives an engine (a PIM's code of a name read as its words).
    const quality = scoreQuality(text, productFacts(data), language);
    row.texts++;
    const failing = quality.checks.filter((entry) => !entry.passed).map((entry) => entry.check);
    for (const check of failing) row.failed.set(check, (row.failed.get(check) ?? 0) + 1);
    if (quality.passed) row.passed++;
    if (grade === "A" || grade === "B") {
      row.good++;
      if (quality.passed) row.passedGood++;
      for (const check of failing) row.goodFailedBy.set(check, (row.goodFailedBy.get(check) ?? 0) + 1);
      continue;
    }
    row.poor++;
    if (quality.passed) row.poorPassed++;
    if (grade === "F") {
      row.harmful++;
      if (quality.passed) row.harmfulPassed++;
    }
  }
  return row;
}

const emptyRow = (): Row => ({
  texts: 0,
  passed: 0,
  passedGood: 0,
  good: 0,
  goodFailedBy: new Map(),
  poor: 0,
  poorPassed: 0,
  harmful: 0,
  harmfulPassed: 0,
  failed: new Map(),
});
const top = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_CHECKS)
    .map(([check, count]) => `${check} ${count}`)
    .join(", ");
const format = (label: string, language: string, row: Row) =>
  `| ${label} | ${language} | ${row.texts} | ${row.passed} | ${row.passedGood} | ${row.good} | ${row.poor} | ${row.poorPassed} | ${row.harmful} | ${row.harmfulPassed} | ${top(row.failed)} | ${top(row.goodFailedBy)} |`;

const runs = process.argv.slice(2).length ? process.argv.slice(2) : gradedRuns();
console.log(
  "| run | language | texts | passed | passed, graded A/B | graded A/B | graded C/F | C/F passed | graded F | F passed | checks failed most | checks failing A/B texts |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const run of runs) {
  const total = emptyRow();
  for (const language of BUILTIN_LANGUAGES) {
    const row = agreement(run, language);
    if (!row) continue;
    console.log(format(run, language, row));
    for (const key of ["texts", "passed", "passedGood", "good", "poor", "poorPassed", "harmful", "harmfulPassed"] as const) {
      total[key] += row[key];
    }
    for (const [check, count] of row.failed) total.failed.set(check, (total.failed.get(check) ?? 0) + count);
    for (const [check, count] of row.goodFailedBy) total.goodFailedBy.set(check, (total.goodFailedBy.get(check) ?? 0) + count);
  }
  console.log(format(run, "all", total));
}
