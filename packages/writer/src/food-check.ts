// A food page without its ingredients or allergens: what the shopper is owed before buying (EU Regulation
// 1169/2011, article 14, asks a shop selling food at a distance to give them) and what readers of
// bench/quality/grading/2026-11-30-llm5 to -llm9 graded C or F every time a text left them out of a food's page.
import type { GeneratedContent } from "./content.js";
import { stripHtml } from "./defects.js";
import { LABELS } from "./facts/labels.js";
import { valueItems } from "./facts/format.js";
import { type Fact, readProduct } from "./facts/read.js";
import { ingredientItems } from "./facts/readers/food.js";
import { withoutAccents } from "./facts/readers/reader.js";
import type { Finding } from "./segments.js";

/** A text's words without case or accents, one space apart ("Pétales de bleuets" is "petales de bleuets"). */
const folded = (text: string) =>
  ` ${withoutAccents(text.toLowerCase())
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** The concepts a food's page must give, each with its label's concept. */
const OWED = { ingredients: "ingredients", allergens: "allergens" } as const;

/**
 * The ingredients and the allergens a food's data gives and its page leaves out: a page gives a list when it names
 * half its items or more, or, where the data's words are another language's, when it says the list's name
 * ("Ingredients: …", "contains milk" for allergens named in the page's words).
 */
export function foodInformationFindings(
  content: GeneratedContent,
  sourceData: Record<string, unknown>,
  facts: Fact[],
  language: string,
  dataLanguage: string,
): Finding[] {
  // A list the data gives only in its own language (Open Food Facts' ingredients_text_fr) is read for another page
  // as nothing: owed all the same, in the page's words.
  const inData = dataLanguage === language ? facts : readProduct(sourceData, dataLanguage).facts;
  const page = folded(
    stripHtml(
      [content.short_description, content.description_html, ...content.bullets, ...content.faq.map((entry) => entry.answer)].join(
        " ",
      ),
    ),
  );
  return Object.entries(OWED).flatMap(([concept, label]) => {
    const own = facts.filter((fact) => fact.concept === concept);
    const items = (own.length ? own : inData.filter((fact) => fact.concept === concept))
      .flatMap((fact) => (fact.value.type === "text" ? ingredientItems(fact.value.text) : valueItems(fact)))
      // Said without its share or its brackets ("pétales de tournesol (12%)" is "pétales de tournesol").
      .map((item) => item.replace(/\([^)]*\)|\d+(?:[.,]\d+)?\s?%/gu, "").trim())
      .filter(Boolean);
    if (!items.length) return [];
    const named = items.filter((item) => page.includes(folded(item))).length;
    const word = LABELS[label]?.[language]?.word;
    const given = named * 2 >= items.length || (dataLanguage !== language && word !== undefined && page.includes(folded(word)));
    return given
      ? []
      : [
          {
            field: "description_html",
            text: items.join(", "),
            fix: `leaves out the ${LABELS[label]?.en?.word ?? concept} the data gives: state them as the data does, a shopper is owed them before buying food.`,
          },
        ];
  });
}
