import { formatNumber } from "../facts/format.js";
import { unitAfter } from "./vocabulary.js";

/** A number as a text writes it, with the values it can mean and the unit that follows it. */
export interface WrittenNumber {
  index: number;
  /** Where the number, with its unit when it has one, ends. */
  end: number;
  written: string;
  /** "1,200" is 1200 in English and 1.2 in German: every reading a writer of either could mean. */
  values: number[];
  unit?: string;
}

const patterns = new Map<string, RegExp>();

/** Numbers in the language's formats: thousands grouped by a space where the language does so ("3 000"). */
function numberPattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const spaced = formatNumber(12345, language).includes(" ");
    const group = spaced ? "[.,\\s\\u00a0\\u202f]" : "[.,]";
    pattern = new RegExp(`(?<![\\p{L}\\p{N}.,])(?:\\d{1,3}(?:${group}\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)(?!\\p{N})`, "gu");
    patterns.set(language, pattern);
  }
  return pattern;
}

function readings(written: string): number[] {
  const digits = written.replace(/[\s\u00a0\u202f]/g, "");
  const separators = digits.match(/[.,]/g) ?? [];
  if (!separators.length) return [Number(digits)];
  const last = separators.at(-1)!;
  const decimal = (mark: string) => Number(digits.replaceAll(mark === "," ? "." : ",", "").replace(mark, "."));
  if (new Set(separators).size > 1) return [decimal(last)];
  if (separators.length > 1) return [Number(digits.replace(/[.,]/g, ""))];
  const grouped = /[.,]\d{3}$/.test(digits);
  return grouped ? [Number(digits.replace(/[.,]/g, "")), decimal(last)] : [decimal(last)];
}

/** Every number of a text, read in its language, each with the unit written right after it. */
export function numbersIn(text: string, language: string): WrittenNumber[] {
  return [...text.matchAll(numberPattern(language))].map((match) => {
    const end = match.index + match[0].length;
    const unit = unitAfter(text.slice(end), language);
    return {
      index: match.index,
      end: end + (unit?.written.length ?? 0),
      written: match[0],
      values: readings(match[0]),
      ...(unit ? { unit: unit.symbol } : {}),
    };
  });
}
