import type { AppRouter } from "@proseo/api";
import { PRODUCT_SORTS, type ProductSort } from "@proseo/core/constants";
import type { inferRouterInputs } from "@trpc/server";
import { readStale, type StaleChoice } from "../stale-filter";

export type ProductStatus = NonNullable<inferRouterInputs<AppRouter>["products"]["list"]["status"]>;

/** Each status and its badge; typed as a record so a new status cannot be forgotten here. */
export const STATUS_BADGES: Record<ProductStatus, string> = {
  pending: "badge-pending",
  generated: "badge-generated",
  published: "badge-ok",
  failed: "badge-down",
};
export const STATUSES = Object.keys(STATUS_BADGES) as ProductStatus[];

/** The list's filters: what selects the products, independent of the page shown. */
export interface ListFilters {
  q: string;
  status: ProductStatus | "";
  category: string;
  stale: StaleChoice;
  sort: ProductSort;
}

/**
 * Where the list stands, all of it in the URL so a reload, back and forward and a shared link keep
 * the place. The API pages forward only (next_cursor), so the URL keeps every cursor that led to
 * this page as repeated `after` parameters: the last one is this page's, and Previous drops it.
 * Unlike relying on the browser's history this also works from a shared link or after a reload; a
 * cursor is under a hundred characters, so even a hundred pages deep stays far below URL limits.
 */
export interface ListPlace extends ListFilters {
  after: string[];
}

export function readPlace(params: URLSearchParams): ListPlace {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    q: params.get("q") ?? "",
    status: (STATUSES as string[]).includes(status) ? (status as ProductStatus) : "",
    category: params.get("category") ?? "",
    stale: readStale(params),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : PRODUCT_SORTS[0],
    after: params.getAll("after"),
  };
}

/** The URL of a place; defaults are left out so the plain list is just /products. */
export function placeHref({ q, status, category, stale, sort, after }: ListPlace): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (category) params.set("category", category);
  if (stale) params.set("stale", stale);
  if (sort !== PRODUCT_SORTS[0]) params.set("sort", sort);
  for (const cursor of after) params.append("after", cursor);
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}

/** Identifies the filters, so a selection is kept while paging and dropped when they change. */
export const filtersKey = ({ q, status, category, stale, sort }: ListFilters) =>
  JSON.stringify([q, status, category, stale, sort]);

/** The filters as products.list takes them. */
export const listInput = ({ q, status, category, stale, sort }: ListFilters) => ({
  q: q || undefined,
  status: status || undefined,
  category: category || undefined,
  stale: stale || undefined,
  sort,
});
