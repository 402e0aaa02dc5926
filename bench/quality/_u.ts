import { readFileSync } from "node:fs";
import { supportOf } from "../../packages/writer/src/grounding/support.ts";
import { loadCorpus } from "./facts.js";
const p = new Map(loadCorpus().map((e) => [e.id, e.product])).get("woocommerce/sample-73")!;
const s = supportOf(p as any, "en");
console.log(s.listLengths, [...s.counted.entries()].map(([k, v]) => [k, [...v]]), s.dataLanguage);
