import { readFileSync } from "node:fs";
import { unsupportedClaims } from "@proseo/writer";
import { loadCorpus } from "./facts.js";
const p = new Map(loadCorpus().map((e) => [e.id, e.product])).get("woocommerce/sample-73")!;
const a = JSON.parse(readFileSync("quality/grounding/answers-en.json", "utf8")).find((x: any) => x.id === "woocommerce/sample-73/en/faithful");
for (const c of unsupportedClaims({ ...a.answer, json_ld: {} }, p, "en")) console.log(c.claim, "|", c.sentence);
