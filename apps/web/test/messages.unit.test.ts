import { readFileSync } from "node:fs";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { QUALITY_CHECK_NAMES } from "@proseo/writer/constants";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";

type Messages = { [key: string]: string | Messages };

const read = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8")) as Messages;

/** Every message by its dotted key (what useTranslations reads). */
const flatten = (messages: Messages, prefix = ""): Map<string, string> =>
  new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

/** A message's ICU arguments and rich-text tags with their kinds (plural branches walked), sorted. */
const placeholders = (message: string): string[] => {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${TYPE[element.type]}:${element.value}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
};

const english = flatten(read("en"));

describe("the console's messages", () => {
  it("include English", () => {
    expect(english.size).toBeGreaterThan(100);
  });

  for (const locale of LOCALES.filter((locale) => locale !== "en")) {
    const translated = flatten(read(locale));

    it(`in ${locale} have exactly English's keys`, () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`in ${locale} have each English message's arguments and tags`, () => {
      const differing = [...english].filter(
        ([key, message]) => translated.has(key) && placeholders(message).join() !== placeholders(translated.get(key)!).join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });
  }

  it("name every quality check the writer scores", () => {
    const named = QUALITY_CHECK_NAMES.filter((check) => english.has(`QualityChecks.${check}`));
    expect(named).toEqual(QUALITY_CHECK_NAMES);
  });

  it("parse as ICU messages in every language", () => {
    for (const locale of LOCALES) {
      for (const [key, message] of flatten(read(locale))) expect(() => placeholders(message), `${locale} ${key}`).not.toThrow();
    }
  });
});
