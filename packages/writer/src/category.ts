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
