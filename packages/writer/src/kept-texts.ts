import type { GeneratedContent } from "./content.js";
import { sentencesOf } from "./defects.js";
import { shortRepeatsDescription } from "./repetition-check.js";
import { htmlText } from "./segments.js";

/** The texts of one language's content, in the order results list them (docs/contract.md "Generation results"). */
export const CONTENT_FIELDS = [
  "title",
  "meta_title",
  "meta_description",
  "short_description",
  "description_html",
  "bullets",
  "faq",
  "keywords",
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

/**
 * The texts of a language a generation keeps as they are (a person's, or locked: docs/contract.md "Keeping a
 * person's texts"); an engine writes the others to agree with them.
 */
export type KeptTexts = Partial<Pick<GeneratedContent, ContentField>>;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * An engine's content with the kept texts in place of its own: the JSON-LD describes the product with the kept short
 * description, a written short description drops the sentences a kept description says (while one is left), and a
 * written FAQ drops the answers a kept text already says word for word, so the engine does not repeat what is kept.
 */
export function withKeptTexts(content: GeneratedContent, kept: KeptTexts): GeneratedContent {
  if (!Object.keys(kept).length) return content;
  const combined = { ...content, ...kept };
  if (kept.short_description !== undefined && typeof content.json_ld.description === "string") {
    combined.json_ld = { ...content.json_ld, description: kept.short_description };
  }
  if (kept.description_html !== undefined && kept.short_description === undefined) {
    const own = sentencesOf(content.short_description).filter(
      (sentence) => !shortRepeatsDescription({ short_description: sentence, description_html: kept.description_html! }),
    );
    if (own.length) combined.short_description = own.join(" ");
  }
  if (kept.faq === undefined) {
    const said = [kept.title, kept.short_description, kept.description_html && htmlText(kept.description_html)]
      .filter((text): text is string => text !== undefined)
      .map((text) => ` ${normal(text)} `);
    combined.faq = content.faq.filter(({ answer }) => !said.some((text) => text.includes(` ${normal(answer)} `)));
  }
  return combined;
}
