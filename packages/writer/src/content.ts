import { z } from "zod";

/** The texts of a content and their counts, for a kind of text (an engine's as written, a person's trimmed). */
const contentTexts = (text: () => z.ZodString) => ({
  title: text(),
  meta_title: text(),
  meta_description: text(),
  short_description: text(),
  description_html: text(),
  bullets: z.array(text()).min(1).max(10),
  faq: z.array(z.object({ question: text(), answer: text() })).max(10),
  keywords: z.array(text()).max(20),
});

/** What a text engine writes for one product in one language (docs/contract.md "Generation results"). */
export const generatedContentSchema = z.object({
  ...contentTexts(() => z.string().min(1)),
  json_ld: z.record(z.string(), z.unknown()),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** Length rules search engines use (titles are cut past ~60 characters, descriptions past ~155). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 155;
/** A description shorter than this says too little to be shown as a snippet. */
export const META_DESCRIPTION_MIN = 70;

/** The length rules of the meta fields: an engine's answer is repaired or fitted to them, an edit refused past them. */
const LENGTH_LIMITS = { meta_title: META_TITLE_MAX, meta_description: META_DESCRIPTION_MAX } as const;
type LengthLimited = keyof typeof LENGTH_LIMITS;

const lengthViolation = (field: LengthLimited, text: string): string | null =>
  text.trim().length > LENGTH_LIMITS[field]
    ? `${field} has ${text.trim().length} characters; at most ${LENGTH_LIMITS[field]} are allowed, ending on a whole word.`
    : null;

/** The length rules a content breaks, as sentences an engine can act on; none when it keeps them. */
export function lengthViolations(content: GeneratedContent): string[] {
  return (Object.keys(LENGTH_LIMITS) as LengthLimited[])
    .map((field) => lengthViolation(field, content[field]))
    .filter((message) => message !== null);
}

/**
 * The texts a person may change in one language (any of them): the engines' texts, trimmed, without the JSON-LD
 * (built from the texts), and the length rules refused rather than fitted.
 */
/** The most characters a person's edited text may have: a long product page's description several times over. */
export const EDITED_TEXT_MAX = 100_000;

export const contentEditSchema = z
  .object(contentTexts(() => z.string().trim().min(1).max(EDITED_TEXT_MAX)))
  .partial()
  .strict()
  .superRefine((edit, context) => {
    for (const field of Object.keys(LENGTH_LIMITS) as LengthLimited[]) {
      const text = edit[field];
      const message = text === undefined ? null : lengthViolation(field, text);
      if (message) context.addIssue({ code: "custom", path: [field], message });
    }
  });
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** Shortens at a word boundary so that no word is cut; trailing separators go. */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  // A figure whose unit was cut off reads as another fact ("Micro-USB 2" of "… Micro-USB 2 GB"): it goes too.
  const cutFigure = lastSpace > 0 && /^\S/.test(clean.slice(lastSpace + 1)) && /\s\d+([.,]\d+)?$/.test(words);
  return (cutFigure ? words.replace(/\s\d+([.,]\d+)?$/, "") : words).replace(/[\s,;:–—|-]+$/u, "");
}

/** Every engine's output passes here: the length rules hold whoever wrote the text. */
/** A content with the given fields and every other one empty: what a check reads of a single part. */
export const contentWith = (fields: Partial<GeneratedContent>): GeneratedContent => ({
  title: "",
  meta_title: "",
  meta_description: "",
  short_description: "",
  description_html: "",
  bullets: [],
  faq: [],
  keywords: [],
  json_ld: {},
  ...fields,
});

export function normalizeContent(content: GeneratedContent): GeneratedContent {
  return {
    ...content,
    title: content.title.trim(),
    meta_title: fitToLength(content.meta_title, META_TITLE_MAX),
    meta_description: fitToLength(content.meta_description, META_DESCRIPTION_MAX),
  };
}
