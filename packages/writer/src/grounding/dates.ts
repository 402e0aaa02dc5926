// Dates as texts and data write them ("11 October 2011", "11. Oktober 2011", "15/06/2019", "2011-10-11"): a date is
// one claim, held to a date of the data, and its day is no count.

import { BUILTIN_LANGUAGES } from "../languages/index.js";

/** Every month's names in the writer's languages (long, short, and the form a day takes: Polish "października"), lower case. */
const MONTHS: Map<string, number> = (() => {
  const names = new Map<string, number>();
  for (const locale of BUILTIN_LANGUAGES)
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2020, month, 15));
      const forms = [
        new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(day),
        new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(day),
        ...new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" })
          .formatToParts(day)
          .filter((part) => part.type === "month")
          .map((part) => part.value),
      ];
      for (const form of forms) names.set(form.toLowerCase().replace(/\.$/, ""), month + 1);
    }
  return names;
})();
const MONTH = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");

export interface DateWritten {
  index: number;
  end: number;
  written: string;
  /** The days it may be ("05/06/2019" is the 5th of June or the 6th of May), as yyyy-mm-dd. */
  days: string[];
}

const pad = (value: number) => String(value).padStart(2, "0");
const day = (year: number, month: number, date: number) =>
  month >= 1 && month <= 12 && date >= 1 && date <= 31 ? [`${year}-${pad(month)}-${pad(date)}`] : [];

const PATTERNS: [RegExp, (match: RegExpMatchArray) => string[]][] = [
  [/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (match) => day(+match[1]!, +match[2]!, +match[3]!)],
  [
    /(?<![\d./])(\d{1,2})[./](\d{1,2})[./](\d{4})(?![\d])/g,
    (match) => [...day(+match[3]!, +match[2]!, +match[1]!), ...day(+match[3]!, +match[1]!, +match[2]!)],
  ],
  [
    new RegExp(String.raw`(?<![\p{L}\d])(\d{1,2})(?:\.|er|º)?\s+(?:de\s+)?(${MONTH})\.?\s+(?:de\s+)?(\d{4})(?!\d)`, "giu"),
    (match) => day(+match[3]!, MONTHS.get(match[2]!.toLowerCase())!, +match[1]!),
  ],
  [
    new RegExp(String.raw`(?<![\p{L}])(${MONTH})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)`, "giu"),
    (match) => day(+match[3]!, MONTHS.get(match[1]!.toLowerCase())!, +match[2]!),
  ],
];

/** The dates a text writes, each with the days it may be. */
export function datesIn(text: string): DateWritten[] {
  const found: DateWritten[] = [];
  for (const [pattern, days] of PATTERNS)
    for (const match of text.matchAll(pattern)) {
      const index = match.index!;
      const end = index + match[0].length;
      if (found.some((date) => index < date.end && end > date.index)) continue;
      const possible = days(match);
      if (possible.length) found.push({ index, end, written: match[0], days: possible });
    }
  return found;
}

/** The years a text writes in two digits after a month ("Dez. 06", "Dec '06"): 2006 (or 1906), as a text writes it out. */
export const shortYearsIn = (text: string): number[] =>
  [...text.matchAll(new RegExp(String.raw`(?<![\p{L}])(?:${MONTH})\.?\s+['’]?(\d{2})(?![\d.,:]\d)(?!\d)`, "giu"))].flatMap(
    (match) => [1900 + Number(match[1]), 2000 + Number(match[1])],
  );
