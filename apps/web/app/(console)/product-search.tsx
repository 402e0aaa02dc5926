"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../trpc";
import { QueryState } from "./query-state";

const FOUND = 10;

/** Finds products by SKU, name or brand and links to each one's page (the catalog table comes later). */
export function ProductSearch() {
  const trpc = useTRPC();
  const [q, setQ] = useState<string | null>(null);
  const found = useQuery(trpc.products.list.queryOptions({ q: q ?? "", limit: FOUND }, { enabled: q !== null }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get("q") ?? "").trim());
  }

  return (
    <section aria-labelledby="find-title">
      <h2 id="find-title">Find a product</h2>
      <form className="row" onSubmit={submit}>
        <label className="inline">
          SKU, name or brand
          <input name="q" maxLength={200} required />
        </label>
        <button type="submit">Find</button>
      </form>
      {q === null ? null : (
        <QueryState isPending={found.isPending} error={found.error} rows={1}>
          {() =>
            found.data!.products.length === 0 ? (
              <p className="empty">No product matches “{q}”.</p>
            ) : (
              <ul className="found">
                {found.data!.products.map((product) => (
                  <li key={product.id}>
                    <Link href={`/products/${product.id}`}>
                      <code>{product.sku}</code> {product.name}
                    </Link>
                  </li>
                ))}
                {found.data!.total > FOUND ? (
                  <li className="muted">and {found.data!.total - FOUND} more; narrow the search.</li>
                ) : null}
              </ul>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
