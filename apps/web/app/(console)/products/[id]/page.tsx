"use client";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";
import { AiMedia } from "./ai-media";
import { Gallery } from "./gallery";

/** A product's page; for now its name and its media gallery. */
export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const product = useQuery(trpc.products.get.queryOptions({ id }));
  return (
    <QueryState isPending={product.isPending} error={product.error} rows={1}>
      {() => (
        <>
          <h1>
            {product.data!.name} <code className="muted">{product.data!.sku}</code>
          </h1>
          <Gallery productId={id} />
          <AiMedia productId={id} />
        </>
      )}
    </QueryState>
  );
}
