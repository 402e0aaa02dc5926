// The sentences a shopper reads, each with the field it stands in, and the findings of the checks that read them:
// each names its field and sentence and says what to change, so that a failing check can be acted on.
import type { GeneratedContent } from "./content.js";
import { sentencesOf, stripHtml } from "./defects.js";

/** A sentence, heading, list item or FAQ line with its field ("description_html", "faq[1].answer"). */
export interface Segment {
  field: string;
  text: string;
}

/** What a check found: where, the sentence, and what to change. */
export interface Finding extends Segment {
  fix: string;
}

/** A block of HTML as text: its tags taken out, its entities decoded, its spaces joined. */
export const htmlText = (html: string) => stripHtml(html).trim();

/** The blocks of description_html (paragraphs, headings, list items, quotations) as texts. */
const blocksOf = (html: string): string[] =>
  html
    .split(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|div|br)\b[^>]*>/iu)
    .map(htmlText)
    .filter(Boolean);

/** The paragraphs of description_html as texts, in order. */
export const paragraphsOf = (html: string): string[] =>
  [...html.matchAll(/<p\b[^>]*>(.*?)<\/p>/gisu)].map((match) => htmlText(match[1]!)).filter(Boolean);

/** Every sentence of the texts a shopper reads, but the keywords: the title and meta fields whole, the rest by sentence. */
export function segmentsOf(content: GeneratedContent): Segment[] {
  const split = (field: string, text: string) => sentencesOf(text).map((sentence) => ({ field, text: sentence }));
  return [
    { field: "title", text: content.title },
    { field: "meta_title", text: content.meta_title },
    ...split("meta_description", content.meta_description),
    ...split("short_description", content.short_description),
    ...blocksOf(content.description_html).flatMap((block) => split("description_html", block)),
    ...content.bullets.map((bullet, index) => ({ field: `bullets[${index}]`, text: bullet })),
    ...content.faq.flatMap((entry, index) => [
      ...split(`faq[${index}].question`, entry.question),
      ...split(`faq[${index}].answer`, entry.answer),
    ]),
  ];
}

/** Findings shown in a hint; the rest are counted. */
const SHOWN = 3;

/** A failing check's hint: each finding's field, sentence and fix. */
export function describeFindings(findings: Finding[]): string {
  const shown = findings
    .slice(0, SHOWN)
    .map(({ field, text, fix }) => `${field} "${text.length > 120 ? `${text.slice(0, 117)}…` : text}": ${fix}`);
  const more = findings.length - SHOWN;
  return [...shown, ...(more > 0 ? [`and ${more} more.`] : [])].join(" ");
}
