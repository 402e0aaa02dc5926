"use client";
import type { AppRouter } from "@proseo/api";
import { DataTable, Pager } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";

type Channel = inferRouterOutputs<AppRouter>["channels"]["list"]["channels"][number];

const PAGE_SIZE = 20;

/** The channel's incomplete products in one language, a page at a time, each with the fields it lacks. */
export function IncompleteProducts({
  channel,
  language,
  incomplete,
}: {
  channel: Pick<Channel, "slug" | "name">;
  language: string;
  /** How many there are (the readiness count), for the pager's range. */
  incomplete: number;
}) {
  const t = useTranslations("Channels");
  const trpc = useTRPC();
  const pages = useCursorPages();
  const list = useQuery(
    trpc.channels.incompleteProducts.queryOptions({ slug: channel.slug, language, cursor: pages.cursor, limit: PAGE_SIZE }),
  );
  return (
    <QueryState isPending={list.isPending} error={list.error} rows={2}>
      {() => {
        const { data, next_cursor } = list.data!;
        const first = pages.page * PAGE_SIZE + 1;
        return (
          <>
            <DataTable
              caption={t("incompleteCaption", { channel: channel.name, language })}
              rows={data}
              rowKey={(row) => row.product_id}
              rowProps={(row) => ({ "data-testid": `incomplete-${channel.slug}-${language}-${row.sku}` })}
              empty={t("allComplete")}
              columns={[
                { id: "sku", header: t("sku"), cell: (row) => <Link href={`/products/${row.product_id}`}>{row.sku}</Link> },
                { id: "name", header: t("name"), cell: (row) => row.name },
                { id: "missing", header: t("missingHeader"), cell: (row) => row.missing.join(", ") },
              ]}
            />
            {data.length ? (
              <Pager
                label={t("incompletePages", { channel: channel.name, language })}
                range={t("range", { first, last: first + data.length - 1, total: incomplete })}
                onPrevious={pages.previous}
                onNext={pages.next(next_cursor)}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
