import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "./builtin-writer.js";
import type { GeneratedContent } from "./content.js";
import { findDefects } from "./defects.js";

/** What the built-in writer wrote for the backpack before it typed its facts, in all nine languages. */
const before = JSON.parse(readFileSync(new URL("./testing/old-builtin-writer-backpack.json", import.meta.url), "utf8")) as {
  product: { sku: string; name: string; brand: string; category: string; sourceData: Record<string, unknown> };
  content: Record<string, Omit<GeneratedContent, "json_ld">>;
};
const contentOf = (language: string): GeneratedContent => ({ ...before.content[language]!, json_ld: {} });
/** The en/de prose the writer gave the same backpack before it joined facts: one fact per sentence, one opening. */
const robotic = JSON.parse(readFileSync(new URL("./testing/robotic-builtin-writer-backpack.json", import.meta.url), "utf8")) as {
  product: typeof before.product;
  prose: Record<string, Pick<GeneratedContent, "short_description" | "description_html">>;
};

describe("template defect detectors", () => {
  it("find the old writer's agreement error, raw booleans and raw column names", () => {
    const english = findDefects(contentOf("en"), before.product, "en");
    expect(english).toEqual(
      expect.arrayContaining([
        { kind: "agreement", field: "faq[2].question", text: "What is the features of the Trailblazer 42 Hiking Backpack?" },
        { kind: "agreement", field: "faq[2].answer", text: expect.stringMatching(/^The features of .* is Rain cover/) },
        { kind: "raw_value", field: "keywords[4]", text: "yes" },
        { kind: "raw_value", field: "keywords[5]", text: "olive" },
        { kind: "raw_value", field: "description_html", text: expect.stringContaining("waterproof yes, warranty years 5") },
      ]),
    );
    for (const language of Object.keys(before.content)) {
      const kinds = new Set(findDefects(contentOf(language), before.product, language).map((defect) => defect.kind));
      expect(kinds, language).toContain("raw_value");
    }
  });

  it("find none in what the writer writes now for the same product", async () => {
    for (const language of Object.keys(before.content)) {
      const content = await new BuiltinWriter().generate(before.product, language);
      expect(findDefects(content, before.product, language), language).toEqual([]);
    }
  });

  it("find the robotic prose's repeated openings and one-fact stubs, and none in the fluent prose", async () => {
    const monotony = (content: GeneratedContent, language: string) =>
      findDefects(content, robotic.product, language).filter(
        (defect) => defect.kind === "repeated_opening" || defect.kind === "choppy_sentences",
      );
    const stubs = "It is waterproof. It has a capacity of 42 l. It is backed by a 5-year warranty.";
    expect(monotony({ ...contentOf("en"), ...robotic.prose.en! }, "en")).toEqual([
      { kind: "repeated_opening", field: "description_html", text: stubs },
      { kind: "choppy_sentences", field: "description_html", text: stubs },
    ]);
    expect(monotony({ ...contentOf("de"), ...robotic.prose.de! }, "de")).toEqual([
      {
        kind: "choppy_sentences",
        field: "description_html",
        text: "Das Produkt ist wasserdicht. Es hat ein Fassungsvermögen von 42 l. Auf das Produkt gibt es 5 Jahre Garantie.",
      },
    ]);
    for (const language of ["en", "de"]) {
      expect(monotony(await new BuiltinWriter().generate(robotic.product, language), language), language).toEqual([]);
    }
  });

  it("find a meta description cut inside a word or a sentence", () => {
    const cut =
      "The Trailblazer 42 Hiking Backpack by Summit Gear holds 42 l and weighs 1.35 kg; it comes with a rain cover, a hydration sleeve and hip-belt pock";
    const content = { ...contentOf("en"), meta_description: cut };
    expect(findDefects(content, before.product, "en").filter((defect) => defect.kind === "cut_word")).toEqual([
      { kind: "cut_word", field: "meta_description", text: cut },
      { kind: "cut_word", field: "meta_description", text: cut },
    ]);
  });
});
