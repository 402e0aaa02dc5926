import { describe, expect, it } from "vitest";
import { negotiateLocale } from "../i18n/locales";

describe("negotiateLocale", () => {
  it("takes the browser's first language the console has, by weight and then order", () => {
    expect(negotiateLocale("fr-FR,fr;q=0.9,de-AT;q=0.8,en;q=0.7")).toBe("de");
    expect(negotiateLocale("en;q=0.5,de;q=0.6")).toBe("de");
    expect(negotiateLocale("de, en")).toBe("de");
    expect(negotiateLocale("en-GB,de;q=0.9")).toBe("en");
  });

  it("falls back to English without a language it has", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("fr,it;q=0.5")).toBe("en");
    expect(negotiateLocale("de;q=0")).toBe("en");
  });
});
