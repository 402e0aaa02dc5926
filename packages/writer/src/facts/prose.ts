// The data sheet a supplier writes into its prose ("Material: Alloy", "Weight: 350 grams" on lines of their own,
// lists under a heading, "Made in USA"): facts the text may state, read as the columns they would have been. Sentences stay the supplier's claims.
import { conceptOf } from "./concepts.js";
import { normalize, type SourceColumn, type SupplierText } from "./readers/reader.js";

/** A line "Label: value", the label a few words, the value short; a list marker before it is allowed. */
const SPEC_LINE = /^(?:[-•*–]\s*)?(\p{L}[\p{L}\p{N} ./&'’()-]{0,38}?[\p{L})])\s*:\s+(\S.{0,78})$/u;
/** A value that is a sentence, not a value: words after a full stop, an exclamation, or six words and more. */
const SENTENCE = /[.!?]\s+\p{L}|[!?]$|^(\S+\s+){5}\S/u;

/**
 * Lines with the lines that continue them: a value ending in a comma goes on ("OEKO-TEX 100,<br>ISO 9001:2015"),
 * and so does a bracket after it ("Nylon<br>(water-repellent)").
 */
function continued(lines: string[]): string[] {
  return lines.reduce<string[]>((joined, line) => {
    const last = joined.at(-1);
    const next = line.trim();
    if (last !== undefined && next && !SPEC_LINE.test(next) && (/,$/.test(last) || /^\(/.test(next))) {
      joined[joined.length - 1] = `${last} ${next}`;
    } else joined.push(next);
    return joined;
  }, []);
}

/** A heading of its own line ("Key Features:", "Nya delar:"): a few words and a colon, nothing after it. */
const HEADING = /^(\p{L}[\p{L}\p{N} ./&'’-]{0,38}?\p{L})\s*:$/u;
/** An item of a list: a marked line ("- Kedja", "• Sealed bearing"), or a short line under a heading. */
const MARKED = /^[-•*–]\s+(\S.{0,78})$/u;
/**
 * A line saying where the product is made ("Made in USA", "Handmade in Java"): its origin, a place's name. Case is
 * ignored for "made in" only: under the `i` flag a capital letter's class matches any letter, so the name's capital is
 * tested apart (`placeNamed`): "Made in small batches" names no place.
 */
const MADE_IN = /^(?:hand)?made in\s+(\p{L}[\p{L} .,-]{1,40}?)\.?$/iu;
const placeNamed = (line: string) => MADE_IN.exec(line)?.[1]?.match(/^\p{Lu}.*/u)?.[0];

/** The value of a line as a fact: marks, a closing stop and a tolerance after the figure ("2400 +/-10g") left out. */
const lineValue = (written: string) =>
  written
    .replace(/[.;,]$/, "")
    .replace(/^(\d+(?:[.,]\d+)?)\s*(?:\+\/-|±)\s*\d+(?:[.,]\d+)?\s*(\p{L}+)$/u, "$1 $2")
    .trim();
const isValue = (value: string) => Boolean(value) && !SENTENCE.test(value) && !/^https?:/i.test(value);

/**
 * The lines of the list that starts at `lines[start]`: marked lines, or under a heading lines that are neither a
 * "Label: value" line nor another heading. A list with a sentence among its items is the supplier's prose, read
 * as a whole or not at all: `items` is empty then, and `length` how many lines it took.
 */
function listAt(lines: string[], start: number, headed: boolean): { items: string[]; length: number } {
  const written: string[] = [];
  for (const line of lines.slice(start)) {
    const item = MARKED.exec(line)?.[1] ?? (headed && line && !SPEC_LINE.test(line) && !HEADING.test(line) ? line : undefined);
    if (item === undefined) break;
    written.push(lineValue(item));
  }
  return { items: written.every(isValue) ? written : [], length: written.length };
}

/**
 * The data sheet in the supplier's prose: "Label: value" lines, lists (a heading and its items, or marked lines
 * under a line of the sheet, as a hub's parts under "Hubs: TANGE THB007"), and where it is made.
 */
export function specLines(prose: SupplierText): SourceColumn[] {
  const lines = continued(prose.text.split("\n"));
  const columns: SourceColumn[] = [];
  const column = (label: string, value: string | string[], concept = conceptOf(normalize(label))) =>
    columns.push({ key: prose.key, name: label, value, concept });
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const heading = HEADING.exec(line)?.[1];
    const match = SPEC_LINE.exec(line);
    const made = placeNamed(line);
    if (heading || MARKED.test(line)) {
      const { items, length } = listAt(lines, heading ? index + 1 : index, Boolean(heading));
      // Marked items under a line of the sheet are that line's ("Hubs: TANGE THB007", then its parts).
      const above = heading ?? SPEC_LINE.exec(lines[index - 1] ?? "")?.[1];
      index += length - (heading ? 0 : 1);
      if (items.length) column(above ?? "Features", items, above ? undefined : "features");
    } else if (match) {
      const value = lineValue(match[2]!);
      if (isValue(value)) column(match[1]!.trim(), value);
    } else if (made) column("Made in", made, "made_in");
  }
  return columns;
}
