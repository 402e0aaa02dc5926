// The tables the writer builds on first use (language identification, claim terms per language, the glossary's
// patterns, the word lists names are read with), built once at a process's start so that no shopper's first request
// pays for them.
import { BuiltinWriter } from "./builtin-writer.js";
import { readWordLists } from "./facts/page-name.js";
import { BUILTIN_LANGUAGES } from "./languages/index.js";
import { scoreQuality } from "./quality.js";

const SAMPLE = {
  sku: "WARM-UP",
  name: "Warm-up sweater",
  brand: "Proseo",
  category: "Apparel/Knitwear",
  sourceData: { material: "merino wool", color: "navy", weight_g: 320, description: "<p>A soft merino sweater.</p>" },
};

/** Writes and scores one sample product in every built-in language; answers how long it took, in milliseconds. */
export async function warmUpWriter(): Promise<number> {
  const started = performance.now();
  readWordLists();
  const writer = new BuiltinWriter();
  for (const language of BUILTIN_LANGUAGES) scoreQuality(await writer.generate(SAMPLE, language), SAMPLE, language);
  return Math.round(performance.now() - started);
}
