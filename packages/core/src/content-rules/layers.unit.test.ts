import { describe, expect, it } from "vitest";
import { type RuleLayers, rulesFor } from "./layers.js";
import { categoryKey, partialRulesSchema } from "@proseo/writer";

describe("rulesFor", () => {
  const layers: RuleLayers = {
    organization: { tone: "premium", bullets: 4, length: "short", keywords: ["merino"] },
    categories: [
      // Set most specific first: the order of the overrides is not their precedence.
      { category: "Outdoor/Backpacks/Daypacks", rules: { bullets: 6 } },
      { category: "Outdoor", rules: { bullets: 5, length: "long" } },
      { category: "outdoor / backpacks", rules: { bullets: 7, call_to_action: true } },
      { category: "Kitchen", rules: { tone: "playful" } },
    ],
  };

  it("merges the organization, then category prefixes from the least to the most specific, then the request", () => {
    const applied = rulesFor({ ...layers, request: { call_to_action: false, tone: "technical" } }, "Outdoor/Backpacks/Daypacks");
    expect(applied.rules).toMatchObject({ tone: "technical", bullets: 6, length: "long", call_to_action: false });
    expect(applied.sources).toEqual({
      tone: "request",
      length: "category:Outdoor",
      bullets: "category:Outdoor/Backpacks/Daypacks",
      forbidden_words: "default",
      required_attributes: "default",
      keywords: "organization",
      call_to_action: "request",
      instructions: "default",
    });
  });

  it("applies a prefix only on whole segments, case-insensitively, and none to a product without a category", () => {
    expect(rulesFor(layers, "OUTDOOR/backpacks").sources.bullets).toBe("category:outdoor / backpacks");
    expect(rulesFor(layers, "Outdoor/Backpacks2").sources.bullets).toBe("category:Outdoor");
    expect(rulesFor(layers, null).sources.bullets).toBe("organization");
    expect(rulesFor(layers, "Kitchenware").rules.tone).toBe("premium");
  });

  it("takes the defaults where no layer sets a field", () => {
    expect(rulesFor({ organization: {}, categories: [] }, "Outdoor").rules).toEqual({
      tone: "neutral",
      length: "medium",
      bullets: null,
      forbidden_words: [],
      required_attributes: [],
      keywords: [],
      call_to_action: false,
      instructions: "",
    });
  });
});

describe("categoryKey", () => {
  it("is one key for one prefix however it is written", () => {
    expect(categoryKey(" Outdoor / Backpacks ")).toBe(categoryKey("outdoor/backpacks"));
    expect(categoryKey("Outdoor/Backpacks")).not.toBe(categoryKey("Outdoor"));
    expect(categoryKey("/")).toBe("");
  });
});

describe("partialRulesSchema", () => {
  const pathsOf = (rules: unknown) => {
    const parsed = partialRulesSchema.safeParse(rules);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
  };

  it("refuses an unknown tone, bullets out of 3–10, a forbidden word over 100 characters, naming the field", () => {
    expect(pathsOf({ tone: "sarcastic" })).toEqual(["tone"]);
    expect(pathsOf({ bullets: 0 })).toEqual(["bullets"]);
    expect(pathsOf({ bullets: 11 })).toEqual(["bullets"]);
    expect(pathsOf({ forbidden_words: ["x".repeat(101)] })[0]).toMatch(/^forbidden_words/);
    expect(pathsOf({ forbidden_words: { en: ["x".repeat(101)] } })[0]).toMatch(/^forbidden_words/);
    expect(pathsOf({ colour: "red" })).toEqual([""]);
  });

  it("accepts the edges", () => {
    expect(pathsOf({ bullets: 3, forbidden_words: ["x".repeat(100)] })).toEqual([]);
    expect(pathsOf({ bullets: 10, forbidden_words: { de: ["billig"] } })).toEqual([]);
  });
});
