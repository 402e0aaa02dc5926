"use client";
import type { AppRouter } from "@proseo/api";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTRPC } from "../../../trpc";
import { languageName } from "../../review/comparison";
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
  const trpc = useTRPC();
  const content = useQuery(trpc.console.content.get.queryOptions({ id: product.id }));
  const overview = useQuery(trpc.console.overview.queryOptions());
  const served = product.published_version;
  const candidate = served === null || product.version > served ? product.version : null;
  const lowest = content.data ? lowestQuality(content.data.results) : null;
  const facts: [string, string, ReactNode][] = [
    [
      "Status",
      "summary-status",
      <span key="status" className={`badge ${STATUS_BADGES[product.status]}`}>
        {product.status}
      </span>,
    ],
    ["Served", "summary-served", served === null ? "nothing" : `version ${served}`],
    ["Candidate", "summary-candidate", candidate === null ? "none" : `version ${candidate}`],
    [
      "Lowest quality",
      "summary-quality",
      lowest ? `${lowest.score} / 100 (${languageName(lowest.language)})` : content.isPending ? "…" : "not scored",
    ],
    [
      "Balance",
      "summary-balance",
      <span key="balance">
        {overview.data ? `${overview.data.organization.balance} credits` : "…"}
        <RoleGate needs="editor">
          {" "}
          <Link href="?tab=content#generate-title">Generate</Link>
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
