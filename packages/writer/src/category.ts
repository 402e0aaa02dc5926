import { writable } from "./facts/page-language.js";

export const categoryPath = (category: string | null): string[] =>
  (category ?? "")
    .split("/")
    .map((segment) => segment.trim())
    .filter(Boolean);

/**
 * The category's last step as the page may name it: in the data's own language, or where its words are the same
 * in the page's. Shops write paths with "/" or " > " ("Sporting Goods > Cycling > Bicycle Wheels").
 */
export function categoryLeaf(category: string | null, language: string, dataLanguage: string): string | null {
  const leaf = categoryPath(category?.replace(/\s*>\s*/g, "/") ?? null).at(-1);
  return leaf && writable(leaf, language, dataLanguage) ? leaf : null;
}

/**
 * Whether a text already says what the category does: a word of the category (3 letters or more) and a word of the
 * text begin alike ("Olive Oil" says "Olive oil", "Merino sweater" says "Sweaters").
 */
export function saysCategory(text: string, leaf: string | null): boolean {
  const said = text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return (leaf?.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((word) =>
    said.some((part) => word.startsWith(part) || part.startsWith(word)),
  );
}
