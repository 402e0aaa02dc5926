import { describe, expect, it } from "vitest";
import { contentQualityColumns } from "./content-quality.js";

const quality = (score: number, failed: string[]) => ({
  score,
  checks: (["faq", "readability", "enough_data"] as const).map((check) => ({ check, passed: !failed.includes(check), hint: "" })),
});

describe("contentQualityColumns", () => {
  it("keeps the languages not scored anew, and answers the lowest score and every failed check", () => {
    const first = contentQualityColumns({}, [
      { language: "en", quality: quality(90, []) },
      { language: "de", quality: quality(60, ["faq", "enough_data"]) },
    ]);
    expect(first).toEqual({
      contentQuality: {
        en: { score: 90, failed_checks: [] },
        de: { score: 60, failed_checks: ["faq", "enough_data"] },
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
