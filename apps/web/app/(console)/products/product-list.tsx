"use client";
import type { AppRouter } from "@proseo/api";
import { LIMITS, PRODUCT_SORTS } from "@proseo/core/constants";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { CategoryOptions, CategoryTree } from "../category-tree";
import { collectMatching, MAX_SELECTION } from "../collect-matching";
import { CollectingProgress } from "../collecting-progress";
import { BatchDialog } from "./batch-dialog";
import {
  filtersKey,
  type ListFilters,
  type ListPlace,
  listInput,
  placeHref,
  readPlace,
  STATUS_BADGES,
  STATUSES,
} from "./list-params";
import { RoleGate } from "../role";
import { StaleFilter, StaleMark } from "../stale-filter";
import { SubmitButton } from "../../submit-button";

type Product = inferRouterOutputs<AppRouter>["products"]["list"]["products"][number];

const PAGE = LIMITS.productPage.default;

export function ProductList() {
  const t = useTranslations("Products");
  const statuses = useTranslations("ProductStatus");
  const sorts = useTranslations("ProductSorts");
  const format = useFormatter();
  const trpc = useTRPC();
  const router = useRouter();
  const place = readPlace(useSearchParams());
  const { after, ...filters } = place;
  const queryClient = useQueryClient();
  const id = useId();
  const list = useQuery(trpc.products.list.queryOptions({ ...listInput(filters), limit: PAGE, cursor: after.at(-1) }));
  // The selection belongs to one set of filters: it survives paging and is dropped when they change.
  const [selection, setSelection] = useState({ key: filtersKey(filters), ids: new Set<string>() });
  const selected = selection.key === filtersKey(filters) ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: filtersKey(filters), ids });
  // A fresh idempotency key each time the dialog opens: a double click creates one batch, a new opening another.
  const [batchKey, setBatchKey] = useState<string | null>(null);

  const go = (next: ListPlace) => router.push(placeHref(next), { scroll: false });

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    go(
      readPlace(
        new URLSearchParams({
          q: field("q"),
          status: field("status"),
          category: field("category"),
          stale: field("stale"),
          sort: field("sort"),
        }),
      ),
    );
  }

  const filtered = Boolean(filters.q || filters.status || filters.category || filters.stale);

  const [collected, setCollected] = useState<number | null>(null);
  const [beyondLimit, setBeyondLimit] = useState(false);
  /** The ids of the products matching `matching`, up to MAX_SELECTION, each page shown to `seen`. */
  async function collect(matching: ListFilters, seen: (products: Product[]) => void = () => {}) {
    setCollected(0);
    try {
      return await collectMatching(async (cursor) => {
        const page = await queryClient.fetchQuery(
          trpc.products.list.queryOptions({ ...listInput(matching), limit: LIMITS.productPage.max, cursor }, { staleTime: 0 }),
        );
        seen(page.products);
        return page;
      }, setCollected);
    } finally {
      setCollected(null);
    }
  }
  const [selecting, setSelecting] = useState(false);
  async function selectAllMatching() {
    setSelecting(true);
    try {
      const { ids, beyond } = await collect(filters);
      setBeyondLimit(beyond);
      select(ids);
    } finally {
      setSelecting(false);
    }
  }

  // "Regenerate stale": the stale products among those matching, each with its stale languages, in batches.
  const [staleRun, setStaleRun] = useState<{ key: string; languages: Map<string, string[]> } | null>(null);
  // The filters under which none was found stale: said until they change.
  const [noneStaleFor, setNoneStaleFor] = useState<string | null>(null);
  async function regenerateStale() {
    const languages = new Map<string, string[]>();
    const { ids } = await collect({ ...filters, stale: "true" }, (products) => {
      for (const product of products) languages.set(product.id, Object.keys(product.stale_facts));
    });
    setNoneStaleFor(ids.size === 0 ? filtersKey(filters) : null);
    if (ids.size) setStaleRun({ key: crypto.randomUUID(), languages: new Map([...ids].map((id) => [id, languages.get(id)!])) });
  }

  const columns: Column<Product>[] = [
    {
      id: "sku",
      header: t("sku"),
      cell: (product) => (
        <Link href={`/products/${product.id}`}>
          <code>{product.sku}</code>
        </Link>
      ),
    },
    { id: "name", header: t("name"), cell: (product) => product.name },
    { id: "brand", header: t("brand"), cell: (product) => product.brand ?? "—" },
    { id: "category", header: t("category"), cell: (product) => product.category ?? "—" },
    {
      id: "status",
      header: t("status"),
      cell: (product) => (
        <>
          <span className={`badge ${STATUS_BADGES[product.status]}`}>{statuses(product.status)}</span>{" "}
          <StaleMark staleFacts={product.stale_facts} />
        </>
      ),
    },
    { id: "updated", header: t("updated"), cell: (product) => format.dateTime(new Date(product.updated_at), "moment") },
  ];
  const matching = { count: list.data?.total ?? 0, capped: String(list.data?.total_capped ?? false) };

  return (
    <>
      <search aria-label={t("filterLabel")}>
        <form key={placeHref({ ...filters, after: [] })} className="row catalog-filters" onSubmit={applyFilters}>
          <label>
            {t("search")}
            <input name="q" type="search" defaultValue={filters.q} maxLength={200} />
          </label>
          <label>
            {t("status")}
            <select name="status" defaultValue={filters.status} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              <option value="">{t("anyStatus")}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statuses(status)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("categoryAndBelow")}
            <input
              name="category"
              defaultValue={filters.category}
              maxLength={1000}
              placeholder="Apparel/Knitwear"
              list="product-categories"
            />
            <CategoryOptions id="product-categories" />
          </label>
          <StaleFilter id={`${id}-stale`} value={filters.stale} />
          <label>
            {t("sort")}
            <select name="sort" defaultValue={filters.sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sorts(sort)}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton>{t("searchButton")}</SubmitButton>
        </form>
      </search>
      <CategoryTree
        awaitingReview={false}
        selected={filters.category}
        hrefFor={(category) => placeHref({ ...filters, category, after: [] })}
      />

      <div className="row bulk-bar">
        <span role="status" data-testid="selected-count">
          {selected.size === 0 ? t("noneSelected") : t("selected", { count: selected.size })}
          {beyondLimit && selected.size === MAX_SELECTION ? ` ${t("firstOfMatching", { count: MAX_SELECTION })}` : ""}
        </span>
        {list.data && (list.data.total > selected.size || list.data.total_capped) ? (
          <button
            type="button"
            className="secondary"
            disabled={collected !== null}
            aria-busy={selecting || undefined}
            onClick={() => void selectAllMatching()}
          >
            {selecting ? t("selectingAll", matching) : t("selectAllMatching", matching)}
          </button>
        ) : null}
        <RoleGate needs="editor">
          <button
            type="button"
            disabled={selected.size === 0 || collected !== null}
            onClick={() => setBatchKey(crypto.randomUUID())}
          >
            {t("generateBatch")}
          </button>
          {filters.stale !== "false" ? (
            <button type="button" className="secondary" disabled={collected !== null} onClick={() => void regenerateStale()}>
              {t("regenerateStale", { filtered: String(filtered) })}
            </button>
          ) : null}
        </RoleGate>
        {selected.size > 0 && collected === null ? (
          <button type="button" className="secondary" onClick={() => select(new Set())}>
            {t("clearSelection")}
          </button>
        ) : null}
      </div>
      <p className="help" data-testid="batch-limit">
        {t("batchLimit", { perBatch: LIMITS.productsPerBatch, max: MAX_SELECTION })}
      </p>
      {noneStaleFor === filtersKey(filters) ? (
        <p role="status" data-testid="none-stale">
          {t("noneStale", { filtered: String(filtered) })}
        </p>
      ) : null}
      {collected !== null && list.data ? <CollectingProgress collected={collected} total={list.data.total} /> : null}

      <QueryState isPending={list.isPending} error={list.error} rows={5}>
        {() => {
          const { products, total, total_capped, next_cursor } = list.data!;
          const first = after.length * PAGE + 1;
          const range =
            products.length === 0
              ? null
              : t("range", { first, last: first + products.length - 1, total, capped: String(total_capped) });
          return (
            <>
              <DataTable
                caption={t("title")}
                columns={columns}
                rows={products}
                rowKey={(product) => product.id}
                rowProps={(product) => ({ "data-testid": `product-${product.sku}` })}
                // While "select all matching" collects, the boxes wait: a click then would be lost in the selection it makes.
                selection={{
                  selected,
                  onChange: select,
                  label: (product) => t("selectOne", { sku: product.sku }),
                  busy: collected !== null,
                }}
                empty={
                  filtered ? (
                    <>
                      {t("noMatch")} <Link href="/products">{t("clearFilters")}</Link>
                    </>
                  ) : (
                    t.rich("noProducts", {
                      link: (chunks) => <Link href="/products/import">{chunks}</Link>,
                      code: (chunks) => <code>{chunks}</code>,
                    })
                  )
                }
              />
              {range ? (
                <Pager
                  label={t("pages")}
                  range={range}
                  onPrevious={after.length > 0 ? () => go({ ...place, after: after.slice(0, -1) }) : undefined}
                  onNext={next_cursor ? () => go({ ...place, after: [...after, next_cursor] }) : undefined}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>

      {batchKey ? <BatchDialog idempotencyKey={batchKey} productIds={[...selected]} onClose={() => setBatchKey(null)} /> : null}
      {staleRun ? (
        <BatchDialog
          idempotencyKey={staleRun.key}
          productIds={[...staleRun.languages.keys()]}
          staleLanguages={staleRun.languages}
          onClose={() => setStaleRun(null)}
        />
      ) : null}
    </>
  );
}
