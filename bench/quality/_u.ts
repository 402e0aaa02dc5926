import { readFileSync } from "node:fs";
import { readSource } from "../../packages/writer/src/facts/readers/index.ts";
import { loadCorpus } from "./facts.js";
const products = new Map(loadCorpus().map((e) => [e.id, e.product]));
const lines = readFileSync("/tmp/gw/out.txt", "utf8").split("\n").filter((l) => l.includes("invented contradiction"));
for (const line of lines) {
  const id = line.split(" ")[1]!.split("/").slice(0, -2).join("/");
  const p = products.get(id)!;
  const cols = readSource(p.sourceData, "en").columns.filter((c) => c.value === false || (typeof c.value === "string" && /^(no|false|none|not included)$/i.test(c.value.trim())));
  console.log(line.slice(0, 140), "||", cols.map((c) => `${c.key}=${c.value}`).join(", "));
}
