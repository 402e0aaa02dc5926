import Form from "next/form";
import { useTranslations } from "next-intl";

/** Finds products by SKU, name or brand: a search into the catalog list, which shows the matches. */
export function ProductSearch() {
  const t = useTranslations("ProductSearch");
  return (
    <search aria-labelledby="find-title">
      <h2 id="find-title">{t("title")}</h2>
      <Form action="/products" className="row">
        <label className="inline">
          {t("label")}
          <input name="q" type="search" maxLength={200} required />
        </label>
        <button type="submit">{t("find")}</button>
      </Form>
    </search>
  );
}
