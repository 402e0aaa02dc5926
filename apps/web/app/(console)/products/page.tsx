"use client";
import Link from "next/link";
import { Suspense } from "react";
import { QueryState } from "../query-state";
import { ProductList } from "./product-list";
import { RoleGate } from "../role";

export default function ProductsPage() {
  return (
    <>
      <h1>Products</h1>
      <RoleGate needs="editor">
        <p>
          <Link href="/products/import">Import products from a CSV file</Link>
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
