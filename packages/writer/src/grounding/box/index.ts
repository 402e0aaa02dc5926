import { BUILTIN_LANGUAGES } from "../../languages/index.js";
import { base } from "../terms.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { it } from "./it.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { sv } from "./sv.js";
import type { BoxThing, BoxWords } from "./things.js";

const LEXICONS: Record<string, BoxWords> = { en, de, fr, es, it, nl, pt, pl, sv };

/** Languages that join a thing's word to what it is for ("Ladekabel", "draagtas", "laddkabel"): it ends a word. */
const COMPOUNDING = new Set(["de", "nl", "sv"]);

const patterns = new Map<string, [BoxThing, RegExp, RegExp][]>();
/**
 * Each thing's words in a language, ending a word (and starting one, but in the compounding languages): to find every
 * match, and to test (no `g`: it keeps no state).
 */
function thingPatterns(language: string): [BoxThing, RegExp, RegExp][] {
  const lang = base(language);
  let entry = patterns.get(lang);
  if (!entry) {
    const words = LEXICONS[lang] ?? en;
    const start = COMPOUNDING.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
    entry = (Object.entries(words) as [BoxThing, string][]).map(([thing, source]) => {
      const bounded = `${start}(?:${source})(?![\\p{L}\\p{N}])`;
      return [thing, new RegExp(bounded, "giu"), new RegExp(bounded, "iu")];
    });
    patterns.set(lang, entry);
  }
  return entry;
}

/**
 * The things of the box a text names, each as the things its words may be: where the words of several overlap, the
 * longest tells ("Staubbeutel" is a dust bag, not any bag; "lacets de rechange" spare laces), and words as long
 * stand for either ("support": a stand or a mount).
 */
export function boxThingsIn(text: string, language: string): BoxThing[][] {
  const matches = thingPatterns(language).flatMap(([thing, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({ thing, start: match.index, end: match.index + match[0].length })),
  );
  const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
  const longest = matches.filter(
    (match) => !matches.some((other) => overlap(match, other) && other.end - other.start > match.end - match.start),
  );
  const groups: { start: number; end: number; things: BoxThing[] }[] = [];
  for (const match of longest) {
    const group = groups.find((other) => overlap(match, other));
    if (group) group.things.push(match.thing);
    else groups.push({ ...match, things: [match.thing] });
  }
  return groups.map((group) => group.things);
}

/** Whether a text names a thing of the box in the words of any of the languages (normalized: "usb kabel", "mode d emploi"). */
export const namesBoxThing = (text: string, thing: BoxThing, languages: string[]) =>
  [...new Set(languages.map(base))]
    .filter((language) => BUILTIN_LANGUAGES.includes(language))
    .some((language) => thingPatterns(language).some(([other, , test]) => other === thing && test.test(text)));
