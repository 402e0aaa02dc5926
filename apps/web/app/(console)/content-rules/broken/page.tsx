import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BrokenTexts } from "./broken-texts";

export default async function BrokenTextsPage() {
  const t = await getTranslations("BrokenTexts");
  const rules = await getTranslations("ContentRules");
  return (
    <>
      <p>
        <Link href="/content-rules">{rules("title")}</Link>
      </p>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <BrokenTexts />
    </>
  );
}
