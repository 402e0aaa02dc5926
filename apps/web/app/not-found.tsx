import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** A page that does not exist, styled by the stylesheet (Next.js's own 404 uses inline styles, which the CSP refuses). */
export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <main className="shell-main">
      <h1>{t("title")}</h1>
      <p className="empty">{t("text")}</p>
      <Link href="/">{t("back")}</Link>
    </main>
  );
}
