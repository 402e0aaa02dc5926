import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BuiltinWriter, mergeRules, type ProductFacts, descriptionWords } from "@proseo/core";
const products = ["products", "exports"].flatMap((folder) => {
  const directory = path.join("quality", folder);
  return readdirSync(directory).filter((f) => f.endsWith(".json")).flatMap((f) => JSON.parse(readFileSync(path.join(directory, f), "utf8")) as ProductFacts[]);
});
const [sku, language, tone, length] = process.argv.slice(2);
const p = products.find((x) => x.sku === sku)!;
console.log(JSON.stringify(p.sourceData));
const c = await new BuiltinWriter().generate(p, language!, mergeRules([{ source: "request", rules: { tone: tone as never, length: length as never, bullets: 5, call_to_action: true } }]));
console.log(descriptionWords(c), c.description_html.replace(/<\/(p|h2|h3|li|blockquote)>/g, "\n"));
console.log(c.bullets);
