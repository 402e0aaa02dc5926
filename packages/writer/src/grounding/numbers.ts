import { formatNumber } from "../facts/format.js";
import { unitAfter } from "./vocabulary.js";

/** A number as a text writes it, with the values it can mean and the unit that follows it. */
interface WrittenNumber {
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

/**
 * The values a written number can mean: "1,200" is 1200 in English and 1.2 in German by the language's own marks;
 * a mark the language does not use ("1.200" in French) is read both ways.
 */
function readings(written: string, language: string): number[] {
  const digits = written.replace(/[\s\u00a0\u202f]/g, "");
  const separators = digits.match(/[.,]/g) ?? [];
  if (!separators.length) return [Number(digits)];
  const last = separators.at(-1)!;
  const decimal = (mark: string) => Number(digits.replaceAll(mark === "," ? "." : ",", "").replace(mark, "."));
  if (new Set(separators).size > 1) return [decimal(last)];
  if (separators.length > 1) return [Number(digits.replace(/[.,]/g, ""))];
  const grouped = Number(digits.replace(/[.,]/g, ""));
  if (!/[.,]\d{3}$/.test(digits)) return [decimal(last)];
  const { decimalMark, groupMark } = marksOf(language);
  return last === decimalMark ? [decimal(last)] : last === groupMark ? [grouped] : [grouped, decimal(last)];
}

const marks = new Map<string, { decimalMark: string; groupMark: string }>();
/** The decimal and thousands marks of a language, as formatNumber writes them. */
function marksOf(language: string) {
  let known = marks.get(language);
  if (!known) {
    known = { decimalMark: formatNumber(1.5, language).charAt(1), groupMark: formatNumber(12345, language).charAt(2) };
    marks.set(language, known);
  }
  return known;
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
      values: readings(match[0], language),
      ...(unit ? { unit: unit.symbol } : {}),
    };
  });
}
