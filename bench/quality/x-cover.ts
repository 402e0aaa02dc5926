import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { scoreQuality } from "@proseo/writer";
import { describesProduct, readProduct } from "../../packages/writer/src/facts/read.js";
import { factLabel, formatNumber, localizeWord, formatFactValue } from "../../packages/writer/src/facts/format.js";
import { stripHtml } from "../../packages/writer/src/defects.js";
const G = path.join(import.meta.dirname, "grading");
const spell = (v: number, l: string) => [String(v), String(v).replace(".", ","), formatNumber(v, l)];
const rows: any[] = [];
for (const run of process.argv.slice(2)) for (const lang of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv"]) {
  const gf = path.join(G, run, `grades-${lang}.json`);
  if (!existsSync(gf)) continue;
  const grades = new Map((JSON.parse(readFileSync(gf, "utf8")) as any[]).map((g) => [g.id, g]));
  for (const t of JSON.parse(readFileSync(path.join(G, run, `${lang}.json`), "utf8")) as any[]) {
    const g = grades.get(t.id) as any; if (!g) continue;
    const q = scoreQuality(t.text, t.data, lang);
    const { facts } = readProduct(t.data.sourceData, lang);
    const d = facts.filter(describesProduct);
    const c = t.text;
    const all = [c.title, c.meta_description, c.short_description, stripHtml(c.description_html), ...c.bullets, ...c.faq.flatMap((f: any) => [f.question, f.answer])].join(" ").toLowerCase();
    const terms = (f: any): string[] => {
      const v = f.value;
      if (v.type === "quantity") return spell(v.amount, lang);
      if (v.type === "range") return spell(v.min, lang);
      if (v.type === "dimensions") return spell(v.parts[0].amount, lang);
      if (v.type === "text") return [v.text, localizeWord(v.text, f.kind, lang)];
      if (v.type === "list") return v.items.flatMap((i: string) => [i, localizeWord(i, f.kind, lang)]);
      if (v.type === "flag") return [factLabel(f, lang)];
      return [formatFactValue(f, lang)];
    };
    const missed = d.filter((f) => !terms(f).some((t) => t && all.includes(String(t).toLowerCase())));
    rows.push({ run, lang, id: t.id, grade: g.grade, passed: q.passed, n: d.length, missed: missed.length, missedKeys: missed.map((f) => `${f.kind}:${f.key}`).join(",") });
  }
}
for (const r of rows) console.log([r.run, r.lang, r.id, r.grade, r.passed ? "P" : "-", r.n, r.missed, r.missedKeys.slice(0, 150)].join("\t"));
