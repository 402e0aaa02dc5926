import { readFileSync } from "node:fs";
import { BuiltinWriter, mergeRules, TONES } from "@proseo/core";
const products = JSON.parse(readFileSync("quality/products/outdoor.json", "utf8"));
const w = new BuiltinWriter();
for (const language of process.argv.slice(2)) for (const tone of TONES) {
  const c = await w.generate(products[Number(process.env.P ?? 0)], language, mergeRules([{ source: "request", rules: { tone, call_to_action: true } }]));
  console.log(tone, "\n", c.description_html.replace(/<h2>.*?<\/ul>/, "[details]"), "\n");
}
