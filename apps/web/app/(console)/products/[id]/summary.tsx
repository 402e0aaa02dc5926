"use client";
import type { AppRouter } from "@proseo/api";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useTRPC } from "../../../trpc";
import { useLanguageName } from "../../../language-names";
import { RoleGate } from "../../role";
import { STATUS_BADGES } from "../list-params";

type Product = inferRouterOutputs<AppRouter>["products"]["get"];

/** The lowest quality score among the languages of the newest content, and its language; null before any is scored. */
function lowestQuality(results: { language: string; quality?: { score: number } }[]) {
  return results.reduce<{ language: string; score: number } | null>(
    (lowest, { language, quality }) =>
      quality && (lowest === null || quality.score < lowest.score) ? { language, score: quality.score } : lowest,
    null,
  );
}

/**
 * What a product's page keeps in view above its tabs: name and SKU, status, the version served and the
 * candidate above it, the lowest quality score of the newest content, and the credit balance beside
 * the way to Generate.
 */
export function Summary({ product }: { product: Product }) {
  const t = useTranslations("Product.summary");
  const statuses = useTranslations("ProductStatus");
  const languageName = useLanguageName();
  const trpc = useTRPC();
  const content = useQuery(trpc.console.content.get.queryOptions({ id: product.id }));
  const overview = useQuery(trpc.console.overview.queryOptions());
  const served = product.published_version;
  const candidate = served === null || product.version > served ? product.version : null;
  const lowest = content.data ? lowestQuality(content.data.results) : null;
  const facts: [string, string, ReactNode][] = [
    [
      t("status"),
      "summary-status",
      <span key="status" className={`badge ${STATUS_BADGES[product.status]}`}>
        {statuses(product.status)}
      </span>,
    ],
    [t("served"), "summary-served", served === null ? t("nothing") : t("version", { version: served })],
    [t("candidate"), "summary-candidate", candidate === null ? t("none") : t("version", { version: candidate })],
    [
      t("lowestQuality"),
      "summary-quality",
      lowest
        ? t("score", { score: lowest.score, language: languageName(lowest.language) })
        : content.isPending
          ? "…"
          : t("notScored"),
    ],
    [
      t("balance"),
      "summary-balance",
      <span key="balance">
        {overview.data ? t("credits", { count: overview.data.organization.balance }) : "…"}
        <RoleGate needs="editor">
          {" "}
          <Link href="?tab=content#generate-title">{t("generate")}</Link>
        </RoleGate>
      </span>,
    ],
  ];
  return (
    <>
      <h1>
        {product.name} <code className="muted">{product.sku}</code>
      </h1>
      <dl className="summary-facts">
        {facts.map(([name, testId, value]) => (
          <div key={testId}>
            <dt>{name}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
