import { loadCorpus } from "./facts.js";
import { readProduct } from "@proseo/writer";
for (const entry of loadCorpus()) {
  if (!["akeneo/1391309"].includes(entry.id)) continue;
  const r = readProduct(entry.product.sourceData, "en");
  console.log(JSON.stringify(r.conflicts));
}
