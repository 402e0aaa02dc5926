"use client";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "next/navigation";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";
import { AiMedia } from "./ai-media";
import { History } from "../../review/history";
import { Content } from "./content";
import { Details } from "./details";
import { Gallery } from "./gallery";
import { Generate } from "./generate";
import { Imported } from "./imported";
import { RoleGate } from "../../role";

/** A product's page: one section each for its details, imported columns, generation, content, history and media. */
export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const product = useQuery(trpc.products.get.queryOptions({ id }));
  return (
    <QueryState isPending={product.isPending} error={product.error} rows={6}>
      {() => {
        const data = product.data!;
        return (
          <div className="product-page">
            <h1>
              {data.name} <code className="muted">{data.sku}</code>
            </h1>
            <Details product={data} />
            <Imported sourceData={data.source_data} />
            <RoleGate needs="editor">
              <Generate productId={id} />
            </RoleGate>
            <Content productId={id} values={data.values} />
            <History productId={id} servedVersion={data.published_version} level={2} />
            <Gallery productId={id} />
            <RoleGate needs="editor">
              <AiMedia productId={id} />
            </RoleGate>
          </div>
        );
      }}
    </QueryState>
  );
}
