// The data sheet a supplier writes into its prose ("Material: Alloy", "Weight: 350 grams" on lines of their own):
// facts the text may state, read as the columns they would have been. Sentences stay the supplier's claims.
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

export function specLines(prose: SupplierText): SourceColumn[] {
  return continued(prose.text.split("\n")).flatMap((line): SourceColumn[] => {
    const match = SPEC_LINE.exec(line.trim());
    if (!match) return [];
    const label = match[1]!.trim();
    // A tolerance after the figure ("2400 +/-10g") is no part of it; its unit is the figure's.
    const value = match[2]!
      .replace(/[.;,]$/, "")
      .replace(/^(\d+(?:[.,]\d+)?)\s*(?:\+\/-|±)\s*\d+(?:[.,]\d+)?\s*(\p{L}+)$/u, "$1 $2")
      .trim();
    if (!value || SENTENCE.test(value) || /^https?:/i.test(value)) return [];
    const name = normalize(label);
    return [{ key: prose.key, name: label, value, concept: conceptOf(name) }];
  });
}
