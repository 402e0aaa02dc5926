import Link from "next/link";
import { useTranslations } from "next-intl";
import { CsvImport } from "./csv-import";

export default function ImportPage() {
  const t = useTranslations("Import");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>
        <Link href="/products">{t("back")}</Link>
      </p>
      <CsvImport />
    </>
  );
}
