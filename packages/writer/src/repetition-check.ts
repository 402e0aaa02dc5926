// What a reader finds said twice: a field repeating another (the short description as the description's first
// paragraph, the title as a FAQ answer, a FAQ made of the description's sentences), the brand beside a name that already holds
// it ("Samsung offers the Samsung Galaxy S7", "HP 10 Ink Cartridge from HP"), a sentence opening on the name the
// sentence before named ("Discover the Bag. The Bag weighs 500 g."), and a FAQ that answers what the page already
// says in a word or a figure ("What is the weight of the Bag? The Bag has a weight of 500 g.").
import type { GeneratedContent } from "./content.js";
import { sentencesOf } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { escapeRegExp } from "./regexp.js";
import { type Finding, htmlText, paragraphsOf, segmentsOf } from "./segments.js";

/** A text's words and figures, lowercase, one space apart: how two texts are compared. */
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const tokens = (text: string) => normal(text).split(" ").filter(Boolean);
/** Texts shorter than this (normalized) may repeat: a name, a figure. */
const MIN_REPEAT = 20;
/** Words between the brand and a name that holds it: "Samsung offers the Samsung Galaxy S7". */
const STUTTER_GAP = 2;

/** One plain entry among useful ones is a small fix; a FAQ is filler when half of it or more is made of them. */
const madeOf = (found: Finding[], faq: GeneratedContent["faq"]) => found.length > 0 && found.length * 2 >= faq.length;

const contains = (whole: string, part: string) => ` ${normal(whole)} `.includes(` ${normal(part)} `);

/** Whether a product's name already says its brand ("VELOFANT - Wheelset" by Velofant, "HP 10 Ink Cartridge" by HP). */
export const nameHolds = (name: string, brand: string): boolean => contains(name, brand);

/** The brand beside a name that already holds it, within a few words, either side. */
function stutterPattern(product: ProductFacts): RegExp | null {
  const { name, brand } = product;
  if (!brand || !nameHolds(name, brand)) return null;
  const [n, b] = [escapeRegExp(name), escapeRegExp(brand)];
  const gap = `(?:[^\\p{L}\\p{N}]+[\\p{L}\\p{N}]+){0,${STUTTER_GAP}}[^\\p{L}\\p{N}]+`;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${b}${gap}${n}|${n}${gap}${b})(?![\\p{L}\\p{N}])`, "iu");
}

/** Sentences that open on the product's name (after at most one word) right after a sentence that named it. */
function nameRuns(content: GeneratedContent, product: ProductFacts): Finding[] {
  const name = normal(product.name);
  if (!name) return [];
  const groups: [string, string][] = [
    ["short_description", content.short_description],
    ...paragraphsOf(content.description_html).map((paragraph): [string, string] => ["description_html", paragraph]),
  ];
  return groups.flatMap(([field, text]) => {
    const sentences = sentencesOf(text);
    return sentences
      .filter((sentence, index) => {
        const previous = sentences[index - 1];
        if (!previous || !contains(previous, product.name)) return false;
        const opening = tokens(sentence)
          .slice(0, name.split(" ").length + 1)
          .join(" ");
        return opening.startsWith(name) || opening.split(" ").slice(1).join(" ").startsWith(name);
      })
      .map((sentence) => ({
        field,
        text: sentence,
        fix: "names the product again right after the sentence before named it: say it once, then write it or its type.",
      }));
  });
}

type Summed = Pick<GeneratedContent, "short_description" | "description_html">;

/** Whether the description says a short description's words whole. */
const shortIsDescription = (content: Summed) =>
  normal(content.short_description).length >= MIN_REPEAT &&
  contains(htmlText(content.description_html), content.short_description);

/** The product's name and brand, which a sentence may say without saying anything. */
type Named = Pick<ProductFacts, "name" | "brand">;

/**
 * The short description, or a sentence of it, that the description says word for word, if any (a reader cuts one of
 * them); a sentence of it only as a sentence of the description ("Der Pullover ist warm." is no part of "Der
 * Pullover ist warm und leicht."); else a sentence of it that restates one of the description in other words.
 */
const repeatedInDescription = (content: Summed, product: Named) => {
  if (shortIsDescription(content)) return content.short_description;
  const described = paragraphsOf(content.description_html).flatMap(sentencesOf);
  const said = new Set(described.map(normal));
  const short = sentencesOf(content.short_description);
  const word = short.find((sentence) => normal(sentence).length >= MIN_REPEAT && said.has(normal(sentence)));
  if (word) return word;
  const named = new Set(tokens(`${product.name} ${product.brand ?? ""}`));
  const theirs = described.map((other) => [...saying(other, named)]).filter((words) => words.length >= RESTATED_MIN_WORDS);
  return short.find((sentence) => {
    const own = saying(sentence, named);
    return theirs.some((words) => restates(own, words));
  });
};

/** Letters a word is compared by: "weighs" and "weight" say the same. */
const STEM = 5;
/**
 * What a sentence says of the product beyond its name and brand: its figures, and its words of four letters or more
 * by their first letters.
 */
const saying = (text: string, named: ReadonlySet<string>) =>
  new Set(
    tokens(text)
      .filter((token) => !named.has(token) && (token.length >= 4 || /\d/.test(token)))
      .map((token) => (/\d/.test(token) ? token : token.slice(0, STEM))),
  );
/** Words a description's sentence must hold for another to restate it: fewer say too little to compare. */
const RESTATED_MIN_WORDS = 2;
/** The share of a description's sentence a short description's sentence says too, from which it restates it. */
const RESTATED_SHARE = 0.8;

/**
 * Whether a short description's sentence (its words, `saying`) restates a description's sentence (its words) in other
 * words: the description's sentence says little the short one does not ("The Bag weighs 500 g." and "The Bag has a
 * weight of 500 g." read to the readers of bench/quality/grading/2026-12-01a as the same text twice).
 */
const restates = (own: ReadonlySet<string>, theirs: string[]) =>
  theirs.filter((word) => own.has(word)).length >= theirs.length * RESTATED_SHARE;

/** Whether a short description, or a sentence of it, is the description's words again, or its sentence in other words. */
export const shortRepeatsDescription = (content: Summed, product: Named = { name: "", brand: null }) =>
  repeatedInDescription(content, product) !== undefined;

/** Every repetition a reader would cut, with its sentence and the fix. */
export function repetitionFindings(content: GeneratedContent, product: ProductFacts): Finding[] {
  const description = htmlText(content.description_html);
  const findings: Finding[] = [];
  const repeated = repeatedInDescription(content, product);
  if (repeated) {
    findings.push({
      field: "short_description",
      text: repeated,
      fix: "repeats the description, word for word or in other words: open the text with what the description leads into, or leave the sentence to one of them.",
    });
  }
  const quoted: Finding[] = [];
  content.faq.forEach(({ answer }, index) => {
    const finding = {
      field: `faq[${index}].answer`,
      text: answer,
      fix: "repeats the title or the description word for word: answer with what the page does not say yet.",
    };
    // The title as an answer says nothing; a sentence of the page as an answer is what shoppers and AI answers quote.
    if (normal(answer) === normal(content.title)) findings.push(finding);
    else if (
      normal(answer).length >= MIN_REPEAT &&
      [content.title, description, content.short_description].some((text) => contains(text, answer))
    )
      quoted.push(finding);
  });
  if (madeOf(quoted, content.faq)) findings.push(...quoted);
  const stutter = stutterPattern(product);
  if (stutter) {
    for (const segment of segmentsOf(content).filter((entry) => stutter.test(entry.text))) {
      findings.push({ ...segment, fix: `names the brand beside a name that already holds it: drop "${product.brand}".` });
    }
  }
  for (const segment of segmentsOf(content)) {
    const doubled = DOUBLED.exec(segment.text);
    if (doubled) findings.push({ ...segment, fix: `says "${doubled[1]}" twice in a row: drop one.` });
  }
  const twice = figureTwice(content.meta_description);
  if (twice) {
    findings.push({
      field: "meta_description",
      text: content.meta_description,
      fix: `states "${twice}" twice: give the snippet a second fact instead.`,
    });
  }
  return [...findings, ...nameRuns(content, product)];
}

/** A word written twice in a row ("The the vert Grey detox"), a number or a one-letter word aside. */
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}])/iu;

/** The figures with their units a text states ("900 g", "4 kcal"), spaces left out. */
const figuresIn = (text: string) =>
  [...text.matchAll(/\d+(?:[.,]\d+)?\s?\p{L}{1,4}(?![\p{L}\p{N}])/gu)].map(([figure]) => figure.replace(/\s/gu, ""));

/** A figure with its unit that a text states twice ("900 g weight. … comes in at 900 g"). */
function figureTwice(text: string): string | undefined {
  const figures = figuresIn(text);
  return figures.find((figure, index) => figures.indexOf(figure) !== index);
}

/** Whether a sentence states a figure a text already states: added to it, the text would say it twice. */
export const sharesFigure = (text: string, sentence: string) => {
  const said = new Set(figuresIn(text));
  return figuresIn(sentence).some((figure) => said.has(figure));
};

/**
 * FAQ entries whose answer restates what the page already says: at most a few words beyond the question and the
 * product's name, their figures (or, without one, their longer words) found in the title, descriptions or bullets.
 */
export function fillerFaqFindings(content: GeneratedContent, product: ProductFacts): Finding[] {
  // The product's name and brand answer nothing: "Who makes it? Acme." says what the title says.
  const known = new Set(tokens([product.name, product.brand ?? "", product.category ?? ""].join(" ")));
  const filler = content.faq.flatMap(({ question, answer }, index) => {
    const asked = new Set([...tokens(question), ...known]);
    // An answer that restates a fact of the page is what a FAQ is for (shoppers and AI answers quote it); an answer
    // that adds nothing but the question's own words, the name, the brand or the category is filler.
    const added = tokens(answer).filter((token) => !asked.has(token) && (token.length >= 4 || /\d/.test(token)));
    return added.length === 0
      ? [
          {
            field: `faq[${index}].question`,
            text: question,
            fix: "is answered with its own words, the name, the brand or the category: ask what a shopper still wants to know (use, fit, care), or leave it out.",
          },
        ]
      : [];
  });
  return madeOf(filler, content.faq) ? filler : [];
}
