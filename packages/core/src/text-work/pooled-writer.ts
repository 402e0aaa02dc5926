import { BuiltinWriter, type KeptTexts, type ProductFacts, type RulesApplied, type TextEngine } from "@proseo/writer";
import { textWork } from "./pool.js";

/** The built-in writer, writing on the text-work pool's threads (its video scripts, a few lines, where it is called). */
export class PooledWriter implements TextEngine {
  private readonly local = new BuiltinWriter();
  readonly name = this.local.name;
  readonly unapplied = this.local.unapplied;

  generate(facts: ProductFacts, language: string, applied?: RulesApplied, kept?: KeptTexts) {
    return textWork().write({ facts, language, applied, kept });
  }

  writeScript(facts: ProductFacts, seconds: number) {
    return this.local.writeScript(facts, seconds);
  }
}
