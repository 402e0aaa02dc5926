"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { QueryState } from "../query-state";
import { ProductList } from "./product-list";
import { RoleGate } from "../role";

export default function ProductsPage() {
  const t = useTranslations("Products");
  return (
    <>
      <h1>{t("title")}</h1>
      <RoleGate needs="editor">
        <p>
          <Link href="/products/import">{t("importLink")}</Link>
        </p>
      </RoleGate>
      {/* The list reads its place from the URL, which is known only in the browser. */}
      <Suspense
        fallback={
          <QueryState isPending error={null} rows={5}>
            {() => null}
          </QueryState>
        }
      >
        <ProductList />
      </Suspense>
    </>
  );
}
