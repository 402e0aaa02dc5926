"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "../trpc";

interface Node {
  path: string;
  products: number;
}

/** The catalog's categories with their counts (console.categories): of every live product, or of the review queue's. */
function useCategories(awaitingReview: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.console.categories.queryOptions({ awaiting_review: awaitingReview }));
}

/** A path's last level, as shown. */
const leafOf = (path: string) => path.slice(path.lastIndexOf("/") + 1).trim();
/** The path one level up; "" for a top level. */
const parentOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/**
 * The categories as a tree of links, each with the products in it and below it: the top levels, and the levels
 * below each category on the way to the one chosen. A link filters the list to that category and those below it.
 */
export function CategoryTree({
  awaitingReview,
  selected,
  hrefFor,
}: {
  awaitingReview: boolean;
  /** The category filter now applied ("" for none). */
  selected: string;
  hrefFor: (path: string) => string;
}) {
  const categories = useCategories(awaitingReview);
  if (!categories.data || categories.data.categories.length === 0) return null;
  const children = new Map<string, Node[]>();
  for (const node of categories.data.categories) {
    const parent = parentOf(node.path);
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const open = (path: string) => selected === path || selected.startsWith(`${path}/`);
  const level = (parent: string) => (
    <ul>
      {(children.get(parent) ?? []).map((node) => (
        <li key={node.path} className="category-node">
          <Link href={hrefFor(node.path)} aria-current={selected === node.path ? "page" : undefined} scroll={false}>
            {leafOf(node.path)} <span className="muted">({node.products.toLocaleString("en")})</span>
          </Link>
          {open(node.path) && children.has(node.path) ? level(node.path) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="Categories" className="category-tree">
      <p>
        <Link href={hrefFor("")} aria-current={selected === "" ? "page" : undefined} scroll={false}>
          All categories
        </Link>
      </p>
      {level("")}
      {categories.data.capped ? <p className="muted">Only the first categories are shown.</p> : null}
    </nav>
  );
}

/** The categories as suggestions for a category field: give the field `list={id}`. */
export function CategoryOptions({ id, awaitingReview = false }: { id: string; awaitingReview?: boolean }) {
  const categories = useCategories(awaitingReview);
  return (
    <datalist id={id}>
      {categories.data?.categories.map((node) => (
        <option key={node.path} value={node.path} />
      ))}
    </datalist>
  );
}
