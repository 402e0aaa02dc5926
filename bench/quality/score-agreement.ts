// How far today's score agrees with the blind readers (bench/quality/grading/README.md): each graded run's texts
// rescored with today's scoreQuality, per run and language.
//   pnpm eval:score-agreement [run…]   every graded run when none is named
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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
    .filter((entry) => entry.isDirectory() && existsSync(path.join(GRADING, entry.name, "grades-en.json")))
    .map((entry) => entry.name)
    .sort();

interface Row {
  texts: number;
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
  const row: Row = { texts: 0, poor: 0, poorPassed: 0, harmful: 0, harmfulPassed: 0, failed: new Map() };
  for (const { id, data, text } of read<Written[]>(textsFile)) {
    const grade = grades.get(id);
    if (!grade) continue;
    const quality = scoreQuality(text, data, language);
    row.texts++;
    for (const { check } of quality.checks.filter((entry) => !entry.passed)) {
      row.failed.set(check, (row.failed.get(check) ?? 0) + 1);
    }
    if (grade !== "C" && grade !== "F") continue;
    row.poor++;
    if (quality.passed) row.poorPassed++;
    if (grade === "F") {
      row.harmful++;
      if (quality.passed) row.harmfulPassed++;
    }
  }
  return row;
}

const format = (label: string, language: string, row: Row) =>
  `| ${label} | ${language} | ${row.texts} | ${row.poor} | ${row.poorPassed} | ${row.harmful} | ${row.harmfulPassed} | ${[
    ...row.failed,
  ]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_CHECKS)
    .map(([check, count]) => `${check} ${count}`)
    .join(", ")} |`;

const runs = process.argv.slice(2).length ? process.argv.slice(2) : gradedRuns();
console.log("| run | language | texts | graded C/F | C/F passed | graded F | F passed | checks failed most |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const run of runs) {
  const total: Row = { texts: 0, poor: 0, poorPassed: 0, harmful: 0, harmfulPassed: 0, failed: new Map() };
  for (const language of BUILTIN_LANGUAGES) {
    const row = agreement(run, language);
    if (!row) continue;
    console.log(format(run, language, row));
    for (const key of ["texts", "poor", "poorPassed", "harmful", "harmfulPassed"] as const) total[key] += row[key];
    for (const [check, count] of row.failed) total.failed.set(check, (total.failed.get(check) ?? 0) + count);
  }
  console.log(format(run, "all", total));
}
