"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
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
 * The categories as a tree, each with the products in it and below it: the top levels, and the levels below each
 * category on the way to the one chosen. With `hrefFor`, each is a link that filters the list to that category and
 * those below it; with `onPick`, a button that picks it (a field's value: the content rules' category overrides).
 */
export function CategoryTree({
  awaitingReview,
  selected,
  ...action
}: {
  awaitingReview: boolean;
  /** The category filter now applied, or the category picked ("" for none). */
  selected: string;
} & ({ hrefFor: (path: string) => string } | { onPick: (path: string) => void })) {
  const t = useTranslations("Categories");
  const format = useFormatter();
  const categories = useCategories(awaitingReview);
  if (!categories.data || categories.data.categories.length === 0) return null;
  const children = new Map<string, Node[]>();
  for (const node of categories.data.categories) {
    const parent = parentOf(node.path);
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const open = (path: string) => selected === path || selected.startsWith(`${path}/`);
  const label = (node: Node) => (
    <>
      {leafOf(node.path)} <span className="muted">({format.number(node.products)})</span>
    </>
  );
  const entry = (node: Node) =>
    "hrefFor" in action ? (
      <Link href={action.hrefFor(node.path)} aria-current={selected === node.path ? "page" : undefined} scroll={false}>
        {label(node)}
      </Link>
    ) : (
      <button
        type="button"
        className="link-button"
        aria-pressed={selected === node.path}
        aria-label={`${node.path} (${format.number(node.products)})`}
        onClick={() => action.onPick(node.path)}
      >
        {label(node)}
      </button>
    );
  const level = (parent: string) => (
    <ul>
      {(children.get(parent) ?? []).map((node) => (
        <li key={node.path} className="category-node">
          {entry(node)}
          {open(node.path) && children.has(node.path) ? level(node.path) : null}
        </li>
      ))}
    </ul>
  );
  const capped = categories.data.capped ? <p className="muted">{t("capped")}</p> : null;
  if (!("hrefFor" in action)) {
    return (
      <fieldset className="category-tree plain">
        <legend className="visually-hidden">{t("pick")}</legend>
        {level("")}
        {capped}
      </fieldset>
    );
  }
  return (
    <nav aria-label={t("label")} className="category-tree">
      <p>
        <Link href={action.hrefFor("")} aria-current={selected === "" ? "page" : undefined} scroll={false}>
          {t("all")}
        </Link>
      </p>
      {level("")}
      {capped}
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
