import { z } from "zod";

/** What a text engine writes for one product in one language (docs/contract.md "Generation results"). */
export const generatedContentSchema = z.object({
  title: z.string().min(1),
  meta_title: z.string().min(1),
  meta_description: z.string().min(1),
  short_description: z.string().min(1),
  description_html: z.string().min(1),
  bullets: z.array(z.string().min(1)).min(1).max(10),
  faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).max(10),
  keywords: z.array(z.string().min(1)).max(20),
  json_ld: z.record(z.string(), z.unknown()),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** Length rules search engines use (titles are cut past ~60 characters, descriptions past ~155). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 155;
/** A description shorter than this says too little to be shown as a snippet. */
export const META_DESCRIPTION_MIN = 70;

/** The length rules a content breaks, as sentences an engine can act on; none when it keeps them. */
export function lengthViolations(content: GeneratedContent): string[] {
  return [
    ["meta_title", content.meta_title, META_TITLE_MAX] as const,
    ["meta_description", content.meta_description, META_DESCRIPTION_MAX] as const,
  ]
    .filter(([, text, max]) => text.trim().length > max)
    .map(
      ([field, text, max]) =>
        `${field} has ${text.trim().length} characters; at most ${max} are allowed, ending on a whole word.`,
    );
}

/** Shortens at a word boundary so that no word is cut; trailing separators go. */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  return words.replace(/[\s,;:–—|-]+$/u, "");
}

/** Every engine's output passes here: the length rules hold whoever wrote the text. */
export function normalizeContent(content: GeneratedContent): GeneratedContent {
  return {
    ...content,
    title: content.title.trim(),
    meta_title: fitToLength(content.meta_title, META_TITLE_MAX),
    meta_description: fitToLength(content.meta_description, META_DESCRIPTION_MAX),
  };
}
