import { formatNumber } from "../facts/format.js";
import { readUnit } from "../facts/units.js";
import { BETWEEN_AND, NUMBER_WORDS, RANGE_JOINS, TEMPERATURE_CONTEXT, TEMPERATURE_LIMIT, unitAfter } from "./vocabulary.js";

/** A number as a text writes it, with the values it can mean and the unit that follows it. */
interface WrittenNumber {
  index: number;
  /** Where the number, with its unit when it has one, ends. */
  end: number;
  written: string;
  /** "1,200" is 1200 in English and 1.2 in German: every reading a writer of either could mean. */
  values: number[];
  unit?: string;
  /** Written as a word ("three", "drei", "trois"), not in digits. */
  word?: true;
  /** A range's two numbers as written ("5 60" of "5–60 mm"), on both of them. */
  range?: string;
}

const patterns = new Map<string, RegExp>();

/** Numbers in the language's formats: thousands grouped by a space where the language does so ("3 000"). */
function numberPattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    // A group after a space is no group where a letter follows it: "AL-300 700C" is a rim's model and its size.
    const spaced = formatNumber(12345, language).includes(" ");
    const group = spaced ? "(?:[.,]\\d{3}|[\\s\\u00a0\\u202f]\\d{3}(?!\\p{L}))" : "[.,]\\d{3}";
    pattern = new RegExp(`(?<![\\p{L}\\p{N}.,])(?:\\d{1,3}(?:${group})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)(?!\\p{N})`, "gu");
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

const wordPatterns = new Map<string, { pattern: RegExp; values: Map<string, number> }>();

/** Numbers written as words, two to twelve, in the language ("three-year", "zwei Taschen"; Polish "ten" is no ten). */
function numberWords(language: string) {
  const base = language.split("-")[0]!;
  let entry = wordPatterns.get(base);
  if (!entry) {
    const values = new Map<string, number>();
    (NUMBER_WORDS[base] ?? NUMBER_WORDS.en!).forEach((words, index) => {
      for (const word of words.split("|").filter(Boolean)) values.set(word, index + 2);
    });
    const words = [...values.keys()].sort((a, b) => b.length - a.length);
    // German joins a multiple to its number: "fünfmal" is five times.
    const end = base === "de" ? "(?!(?!mal(?!\\p{L}))[\\p{L}\\p{N}])" : "(?![\\p{L}\\p{N}])";
    entry = { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})${end}`, "giu"), values };
    wordPatterns.set(base, entry);
  }
  return entry;
}

/** A magnitude written right after a number, with no unit: thousands, millions, billions. */
const MAGNITUDE = /^(k|M|Mio\.?|Mrd\.?|bn)(?![\p{L}\p{N}])/u;
const MAGNITUDES: Record<string, number> = { k: 1e3, m: 1e6, mio: 1e6, mrd: 1e9, bn: 1e9 };

/** A multiplication sign between two amounts, and the units of what comes in packs of several. */
const MULTIPLIED = /^\s*[×x*]\s*$/u;
export const PACKED_UNITS = new Set(["g", "kg", "mg", "ml", "cl", "l", "oz", "fl oz", "lb"]);

/** The denominators of the fractions imperial measures are written in: halves to sixty-fourths of an inch. */
const FRACTION_DENOMINATORS = new Set([2, 4, 8, 16, 32, 64]);

/** The smaller unit an imperial measure goes on in, and how many of it make one of the larger: "6 ft 1 in". */
const IMPERIAL_PARTS: Record<string, { unit: string; per: number }> = {
  ft: { unit: "in", per: 12 },
  lb: { unit: "oz", per: 16 },
};

/** A join between the amounts of a range or a measure in parts: "20 × 15 × 2,5 cm", "90 - 240 V", "2400 ± 10 g". */
const joinedPattern = (language: string) =>
  new RegExp(`^\\s*(?:${RANGE_JOINS[language.split("-")[0]!] ?? RANGE_JOINS.en})\\s*$`, "iu");

/** Whether two amounts make a range "between" them: the language's "between" before the first, its "and" after it. */
const betweenPatterns = new Map<string, [RegExp, RegExp]>();
const between = (language: string, before: string, join: string) => {
  const base = language.split("-")[0]!;
  let patterns = betweenPatterns.get(base);
  if (!patterns) {
    const [opening, and] = BETWEEN_AND[base] ?? BETWEEN_AND.en!;
    patterns = [new RegExp(`(?<!\\p{L})(?:${opening})\\s+[-−]?$`, "iu"), new RegExp(`^\\s*(?:${and})\\s*$`, "iu")];
    betweenPatterns.set(base, patterns);
  }
  return patterns[0].test(before) && patterns[1].test(join);
};

/**
 * Every number of a text, read in its language (in digits, or two to twelve as words), each with the unit written
 * right after it; the amounts of a range or of a measure in parts take the unit written after the last of them.
 */
export function numbersIn(text: string, language: string): WrittenNumber[] {
  const digits = [...text.matchAll(numberPattern(language))].map(
    (match): WrittenNumber => ({
      index: match.index,
      end: match.index + match[0].length,
      written: match[0],
      values: readings(match[0], language),
    }),
  );
  const { pattern, values } = numberWords(language);
  const words = [...text.matchAll(pattern)].map(
    (match): WrittenNumber => ({
      index: match.index,
      end: match.index + match[0].length,
      written: match[0],
      values: [values.get(match[0].toLowerCase())!],
      word: true,
    }),
  );
  const numbers = [...digits, ...words].sort((a, b) => a.index - b.index);
  for (const number of numbers) {
    const unit = unitAfter(text.slice(number.end), language);
    if (unit) Object.assign(number, { end: number.end + unit.written.length, unit: unit.symbol });
    // "50M:1", "1,2 Mio.", "3k": the number in thousands, millions or billions, as the data may write it whole.
    const magnitude = unit || number.word ? null : MAGNITUDE.exec(text.slice(number.end));
    if (magnitude) {
      const factor = MAGNITUDES[magnitude[1]!.replace(/\.$/, "").toLowerCase()]!;
      const scaled = number.values.map((value) => Math.round(value * factor));
      number.end += magnitude[0].length;
      // A unit after it is the magnitude's prefix set apart: "37.2k Wh" is 37,200 Wh.
      const prefixed = unitAfter(text.slice(number.end), language);
      if (prefixed) Object.assign(number, { values: scaled, end: number.end + prefixed.written.length, unit: prefixed.symbol });
      else number.values = [...number.values, ...scaled];
    }
  }
  // "3/4\"", "5/16 in": an imperial fraction with its unit is one amount (0.75 in), its halves to sixty-fourths.
  for (let index = numbers.length - 2; index >= 0; index -= 1) {
    const [number, next] = [numbers[index]!, numbers[index + 1]!];
    const [numerator, denominator] = [number.values[0]!, next.values[0]!];
    if (
      number.unit ||
      !next.unit ||
      number.word ||
      next.word ||
      text.slice(number.end, next.index) !== "/" ||
      !FRACTION_DENOMINATORS.has(denominator) ||
      !Number.isInteger(numerator) ||
      numerator >= denominator
    )
      continue;
    numbers.splice(index, 2, {
      ...next,
      index: number.index,
      written: text.slice(number.index, next.index + next.written.length),
      values: [numerator / denominator],
    });
  }
  // "8 × 6 × 1 in package": the last amount of a measure in parts takes "in" as the inch it is, a word after it or not.
  for (const [index, number] of numbers.entries()) {
    const before = numbers[index - 1];
    const inch = /^[\s\u00a0]?in(?![\p{L}\p{N}])/u.exec(text.slice(number.end));
    if (
      !number.unit &&
      inch &&
      before &&
      language.split("-")[0] === "en" &&
      MULTIPLIED.test(text.slice(before.end, number.index))
    )
      Object.assign(number, { end: number.end + inch[0].length, unit: "in" });
  }
  // "Tenir au frais (jusqu'à 25C)": a temperature typed without its degree sign after a limit, where the sentence
  // speaks of keeping or of temperature (vocabulary.ts TEMPERATURE_LIMIT).
  for (const number of numbers) {
    const sentence = text.slice(Math.max(0, number.index - 80), number.end + 40).split(/[.!?]\s/u);
    const degrees =
      !number.unit &&
      TEMPERATURE_LIMIT.test(text.slice(0, number.index)) &&
      sentence.some((part) => part.includes(number.written) && TEMPERATURE_CONTEXT.test(part))
        ? /^[\s\u00a0]?([CF])(?![\p{L}\p{N}])/u.exec(text.slice(number.end))
        : null;
    if (degrees) Object.assign(number, { end: number.end + degrees[0].length, unit: `°${degrees[1]}` });
  }
  // "6 ft 1 in", "5 lb 3 oz": an imperial measure in two units is one figure, in the smaller.
  for (let index = numbers.length - 2; index >= 0; index -= 1) {
    const [number, next] = [numbers[index]!, numbers[index + 1]!];
    const parts = IMPERIAL_PARTS[number.unit ?? ""];
    if (!parts || next.unit !== parts.unit || !/^[\s,]*$/u.test(text.slice(number.end, next.index))) continue;
    const values = number.values.flatMap((whole) => next.values.map((part) => whole * parts.per + part));
    numbers.splice(index, 2, {
      ...next,
      index: number.index,
      written: text.slice(number.index, next.index + next.written.length),
      values,
    });
  }
  const joined = joinedPattern(language);
  for (let index = numbers.length - 2; index >= 0; index -= 1) {
    const [number, next] = [numbers[index]!, numbers[index + 1]!];
    const join = text.slice(number.end, next.index);
    // "5 × 40 g", "4 × 2.3 GHz": five packs, four cores, not a measure of 5 g by 40 g (only lengths have parts).
    const pack =
      MULTIPLIED.test(join) && readUnit(next.unit ?? "")?.dimension !== "length" && number.values.every(Number.isInteger);
    // A share's range rises: "reduced from 20 to 18 – 10% off" joins no 20 % nor 18 %.
    const falling = next.unit === "%" && Math.min(...number.values) > Math.max(...next.values);
    const ranged = !falling && (joined.test(join) || between(language, text.slice(0, number.index), join));
    if (!number.unit && next.unit && !number.word && !pack && ranged) {
      number.unit = next.unit;
      if (!MULTIPLIED.test(join)) number.range = next.range = `${number.written} ${next.written}`;
    }
  }
  return numbers;
}
