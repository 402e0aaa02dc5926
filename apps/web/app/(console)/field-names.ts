import type { VALUE_FIELDS } from "@proseo/core/constants";
import { useTranslations } from "next-intl";

/** Names as words: meta_title_length → "meta title length". */
export const words = (name: string) => name.replaceAll("_", " ");

type ContentName = keyof typeof VALUE_FIELDS | "sku" | "name" | "brand" | "category";

/** A content attribute or field by its name in messages/ (description_html is the description), any other as words. */
export function useFieldName() {
  const t = useTranslations("Fields");
  return (name: string) => {
    const attribute = (name === "description_html" ? "description" : name) as ContentName;
    return t.has(attribute) ? t(attribute) : words(name);
  };
}
