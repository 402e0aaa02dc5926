import { describe, expect, it } from "vitest";
import { BuiltinWriter } from "./builtin-writer.js";
import { readability, scoreQuality } from "./quality.js";

const product = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Sweaters",
  sourceData: { color: "navy" },
};

describe("quality scorer", () => {
  it("scores the built-in writer's content on every check", async () => {
    const content = await new BuiltinWriter().generate(product, "en");
    const quality = scoreQuality(content, product, "en");
    expect(quality.meta_title_length.ok).toBe(true);
    expect(quality.keyword_coverage).toMatchObject({ value: 1, missing: [] });
    expect(quality.has_faq).toBe(true);
    expect(quality.has_structured_data).toBe(true);
    expect(quality.score).toBeGreaterThan(70);
  });

  it("marks missing terms, an overlong meta title and absent structured data", async () => {
    const content = await new BuiltinWriter().generate(product, "en");
    const poor = {
      ...content,
      title: "Sweater",
      short_description: "Warm.",
      description_html: "<p>Warm.</p>",
      meta_title: "x".repeat(70),
      faq: [],
      json_ld: {},
    };
    const quality = scoreQuality(poor, product, "en");
    expect(quality.keyword_coverage.missing).toEqual(["Merino sweater", "Acme", "Sweaters"]);
    expect(quality.meta_title_length.ok).toBe(false);
    expect(quality.has_structured_data).toBe(false);
    expect(quality.score).toBeLessThan(scoreQuality(content, product, "en").score);
  });

  it("uses each language's reading-ease formula and rates short sentences easier", () => {
    expect(readability("Der Pullover ist warm.", "de").formula).toBe("amstad");
    expect(readability("Le pull est chaud.", "fr").formula).toBe("kandel-moles");
    expect(readability("Tröjan är varm.", "sv").formula).toBe("lix");
    const easy = readability("The cat sat. The dog ran.", "en").value;
    const hard = readability(
      "Notwithstanding considerable environmental variability, manufacturers systematically incorporate sophisticated thermoregulatory characteristics.",
      "en",
    ).value;
    expect(easy).toBeGreaterThan(hard);
  });
});
