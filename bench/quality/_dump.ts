import { readFileSync } from "node:fs";
import path from "node:path";
import { readProduct, unsupportedClaims } from "@proseo/writer";
import { loadCorpus } from "./facts.js";
const [id, lang = "en", which = "both"] = process.argv.slice(2);
const products = new Map(loadCorpus().map((e) => [e.id, e.product]));
const p = products.get(id!)!;
console.log(JSON.stringify(p, null, 0).slice(0, 4000));
const r = readProduct(p.sourceData, lang);
for (const f of r.facts) console.log("FACT", f.kind, f.concept, JSON.stringify(f.value));
for (const f of r.unstated) console.log("UNSTATED", f.kind, f.concept, JSON.stringify(f.value));
for (const s of r.supplierText) console.log("SUPPLIER", JSON.stringify(s).slice(0, 600));
const answers = JSON.parse(readFileSync(path.join(import.meta.dirname, "grounding", `answers-${lang}.json`), "utf8"));
for (const a of answers.filter((a: any) => a.product === id && (which === "both" || a.kind === which))) {
  console.log("=====", a.kind);
  console.log(JSON.stringify(a.answer, null, 1));
  console.log("INVENTIONS", JSON.stringify(a.inventions, null, 1));
  console.log("FLAGGED", JSON.stringify(unsupportedClaims({ ...a.answer, json_ld: {} }, p, lang).map((c) => [c.kind, c.claim, c.field])));
}
