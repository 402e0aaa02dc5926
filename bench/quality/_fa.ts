import { readFileSync } from "node:fs";
import { unsupportedClaims } from "@proseo/writer";
import { loadCorpus } from "./facts.js";
const folder = process.argv[2] ?? "quality/grounding";
const products = new Map(loadCorpus().map((e) => [e.id, e.product]));
for (const language of ["en", "de", "fr"]) {
  for (const entry of JSON.parse(readFileSync(`${folder}/answers-${language}.json`, "utf8"))) {
    if (entry.kind !== "faithful") continue;
    const product = products.get(entry.product)!;
    for (const c of unsupportedClaims({ ...entry.answer, json_ld: {} }, product, language))
      console.log(`${entry.id} | ${c.kind} "${c.claim}" | ${c.field}: ${c.sentence.slice(0, 200)}`);
  }
}
