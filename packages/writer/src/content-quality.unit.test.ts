import { describe, expect, it } from "vitest";
import { contentQualityColumns, failingChecks } from "./content-quality.js";

const quality = (score: number, failed: string[]) => ({
  score,
  passed: score >= 80 && !failed.includes("enough_data"),
  checks: (["faq", "readability", "enough_data"] as const).map((check) => ({
    check,
    passed: !failed.includes(check),
    hint: `${check} hint`,
  })),
});

describe("contentQualityColumns", () => {
  it("keeps the languages not scored anew, and answers the lowest score and every failed check", () => {
    const first = contentQualityColumns({}, [
      { language: "en", quality: quality(90, []) },
      { language: "de", quality: quality(60, ["faq", "enough_data"]) },
    ]);
    expect(first).toEqual({
      contentQuality: {
        en: { score: 90, passed: true, failed_checks: [], hints: {} },
        de: {
          score: 60,
          passed: false,
          failed_checks: ["faq", "enough_data"],
          hints: { faq: "faq hint", enough_data: "enough_data hint" },
        },
      },
      qualityMin: 60,
      failedChecks: ["enough_data", "faq"],
    });
    const again = contentQualityColumns(first.contentQuality, [{ language: "en", quality: quality(40, ["readability"]) }]);
    expect(again.qualityMin).toBe(40);
    expect(again.failedChecks).toEqual(["enough_data", "faq", "readability"]);
    expect(again.contentQuality.de).toEqual(first.contentQuality.de);
  });

  it("answers no score for content never scored", () => {
    expect(contentQualityColumns({}, [])).toEqual({ contentQuality: {}, qualityMin: null, failedChecks: [] });
  });
});

describe("failingChecks", () => {
  it("names every failed check of each language that does not pass, in language order; none when all pass", () => {
    const { contentQuality } = contentQualityColumns({}, [
      { language: "fr", quality: quality(85, ["faq"]) },
      { language: "en", quality: quality(90, ["enough_data"]) },
      { language: "de", quality: quality(60, ["faq", "readability"]) },
    ]);
    expect(failingChecks(contentQuality)).toEqual([
      { language: "de", check: "faq", hint: "faq hint" },
      { language: "de", check: "readability", hint: "readability hint" },
      { language: "en", check: "enough_data", hint: "enough_data hint" },
    ]);
    expect(failingChecks(contentQualityColumns({}, [{ language: "fr", quality: quality(85, ["faq"]) }]).contentQuality)).toEqual(
      [],
    );
    expect(failingChecks({})).toEqual([]);
  });
});
