import { readFileSync } from "node:fs";
import { unsupportedClaims } from "@proseo/writer";
import { loadCorpus } from "./quality/facts.js";
const folder = "quality/grounding";
const listed = readFileSync(`${folder}/products.txt`, "utf8").split("\n").filter(Boolean).slice(0, 50);
const products = new Map(loadCorpus().map((e) => [e.id, e.product]));
for (const lang of ["en", "de", "fr"]) {
  const answers = JSON.parse(readFileSync(`${folder}/answers-${lang}.json`, "utf8")).filter(
    (a: any) => a.kind === "faithful" && listed.includes(a.product),
  );
  for (const a of answers) {
    const product = products.get(a.product)!;
    const flagged = unsupportedClaims({ ...a.answer, json_ld: {} }, product, lang);
    for (const f of flagged) {
      const data = JSON.stringify(product.sourceData);
      const word = f.claim.toLowerCase().split(/\s+/)[0]!;
      const at = data.toLowerCase().indexOf(word);
      console.log(
        `${a.id} [${f.kind}] "${f.claim}" in: ${f.sentence.slice(0, 200)}\n   data@${at}: ${at >= 0 ? data.slice(Math.max(0, at - 120), at + 120) : data.slice(0, 300)}\n`,
      );
    }
  }
}
