"use client";
import type { AppRouter } from "@proseo/api";
import { LIMITS, PRODUCT_SORTS } from "@proseo/core/constants";
import { type Column, DataTable, Pager } from "@proseo/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
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
  SORT_LABELS,
  STATUS_BADGES,
  STATUSES,
} from "./list-params";
import { RoleGate } from "../role";
import { StaleFilter, StaleMark } from "../stale-filter";

type Product = inferRouterOutputs<AppRouter>["products"]["list"]["products"][number];

const PAGE = LIMITS.productPage.default;

const COLUMNS: Column<Product>[] = [
  {
    id: "sku",
    header: "SKU",
    cell: (product) => (
      <Link href={`/products/${product.id}`}>
        <code>{product.sku}</code>
      </Link>
    ),
  },
  { id: "name", header: "Name", cell: (product) => product.name },
  { id: "brand", header: "Brand", cell: (product) => product.brand ?? "—" },
  { id: "category", header: "Category", cell: (product) => product.category ?? "—" },
  {
    id: "status",
    header: "Status",
    cell: (product) => (
      <>
        <span className={`badge ${STATUS_BADGES[product.status]}`}>{product.status}</span>{" "}
        <StaleMark staleFacts={product.stale_facts} />
      </>
    ),
  },
  { id: "updated", header: "Updated", cell: (product) => new Date(product.updated_at).toLocaleString() },
];

export function ProductList() {
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

  const matching = list.data ? `${list.data.total.toLocaleString("en")}${list.data.total_capped ? "+" : ""}` : "";

  return (
    <>
      <search aria-label="Filter products">
        <form key={placeHref({ ...filters, after: [] })} className="row catalog-filters" onSubmit={applyFilters}>
          <label>
            SKU, name or brand
            <input name="q" type="search" defaultValue={filters.q} maxLength={200} />
          </label>
          <label>
            Status
            <select name="status" defaultValue={filters.status} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              <option value="">Any status</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <label>
            Category (and below)
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
            Sort
            <select name="sort" defaultValue={filters.sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Search</button>
        </form>
      </search>
      <CategoryTree
        awaitingReview={false}
        selected={filters.category}
        hrefFor={(category) => placeHref({ ...filters, category, after: [] })}
      />

      <div className="row bulk-bar">
        <span role="status" data-testid="selected-count">
          {selected.size === 0 ? "No product selected" : `${selected.size.toLocaleString("en")} selected`}
          {beyondLimit && selected.size === MAX_SELECTION
            ? ` (the first ${MAX_SELECTION.toLocaleString("en")} of those matching)`
            : ""}
        </span>
        {list.data && (list.data.total > selected.size || list.data.total_capped) ? (
          <button
            type="button"
            className="secondary"
            disabled={collected !== null}
            aria-busy={selecting || undefined}
            onClick={() => void selectAllMatching()}
          >
            {selecting ? `Selecting all ${matching} matching…` : `Select all ${matching} matching`}
          </button>
        ) : null}
        <RoleGate needs="editor">
          <button
            type="button"
            disabled={selected.size === 0 || collected !== null}
            onClick={() => setBatchKey(crypto.randomUUID())}
          >
            Generate in a batch
          </button>
          {filters.stale !== "false" ? (
            <button type="button" className="secondary" disabled={collected !== null} onClick={() => void regenerateStale()}>
              Regenerate stale{filtered ? " matching" : ""}
            </button>
          ) : null}
        </RoleGate>
        {selected.size > 0 && collected === null ? (
          <button type="button" className="secondary" onClick={() => select(new Set())}>
            Clear selection
          </button>
        ) : null}
      </div>
      <p className="help" data-testid="batch-limit">
        A batch takes up to {LIMITS.productsPerBatch.toLocaleString("en")} products: a larger selection (up to{" "}
        {MAX_SELECTION.toLocaleString("en")}) is split into batches of {LIMITS.productsPerBatch.toLocaleString("en")}, created
        together after one confirmation at one price.
      </p>
      {noneStaleFor === filtersKey(filters) ? (
        <p role="status" data-testid="none-stale">
          No product {filtered ? "matching these filters " : ""}has a stale language: nothing to regenerate.
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
              : `${first.toLocaleString("en")}–${(first + products.length - 1).toLocaleString("en")} of ${total.toLocaleString("en")}${total_capped ? "+" : ""}`;
          return (
            <>
              <DataTable
                caption="Products"
                columns={COLUMNS}
                rows={products}
                rowKey={(product) => product.id}
                rowProps={(product) => ({ "data-testid": `product-${product.sku}` })}
                // While "select all matching" collects, the boxes wait: a click then would be lost in the selection it makes.
                selection={{ selected, onChange: select, label: (product) => `Select ${product.sku}`, busy: collected !== null }}
                empty={
                  filtered ? (
                    <>
                      No product matches these filters. <Link href="/products">Clear the filters</Link>
                    </>
                  ) : (
                    <>
                      No products yet. <Link href="/products/import">Import a CSV file</Link> or send them with{" "}
                      <code>POST /v1/products</code>.
                    </>
                  )
                }
              />
              {range ? (
                <Pager
                  label="Product pages"
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
