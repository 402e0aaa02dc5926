import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { scoreQuality } from "@proseo/writer";
const G = path.join(import.meta.dirname, "grading");
for (const run of process.argv.slice(2)) for (const lang of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
  const gf = path.join(G, run, `grades-${lang}.json`);
  if (!existsSync(gf)) continue;
  const grades = new Map((JSON.parse(readFileSync(gf, "utf8")) as any[]).map((g) => [g.id, g]));
  const texts = JSON.parse(readFileSync(path.join(G, run, `${lang}.json`), "utf8")) as any[];
  for (const t of texts) {
    const g = grades.get(t.id) as any;
    if (!g) continue;
    const q = scoreQuality(t.text, t.data, lang);
    if (q.passed && (g.grade === "C" || g.grade === "F")) {
      console.log(`\n## ${run} ${lang} ${t.id} grade ${g.grade} score ${q.score}`);
      for (const d of g.defects ?? []) console.log(`  - ${d.kind}: ${d.example?.slice(0, 140)} — ${d.reason?.slice(0, 160) ?? ""}`);
      if (g.reason) console.log(`  reason: ${g.reason.slice(0, 300)}`);
    }
  }
}
