"use client";
import { type Tab, TabList, TabPanel } from "@proseo/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams, usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "../../../trpc";
import { QueryState } from "../../query-state";
import { AiMedia } from "./ai-media";
import { History } from "../../review/history";
import { Content } from "./content";
import { Details } from "./details";
import { Facts } from "./facts";
import { Gallery } from "./gallery";
import { Generate } from "./generate";
import { Imported } from "./imported";
import { RoleGate, useRoleAllows } from "../../role";
import { Summary } from "./summary";

const TABS = ["details", "content", "history", "media"] as const;

/**
 * A product's page: a summary that stays in view above tabs for its details, content (with
 * generation), history, media and AI media. The tab is the URL's `tab`, so a reload or the back
 * button comes back to it; every panel stays mounted, so a form or a running job outlives a switch.
 */
export default function ProductPage() {
  const t = useTranslations("Product");
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const product = useQuery(trpc.products.get.queryOptions({ id }));
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const tabs: Tab[] = [...TABS, ...(useRoleAllows("editor") ? (["ai-media"] as const) : [])].map((tab) => ({
    id: tab,
    label: t(`tabs.${tab}`),
  }));
  const asked = searchParams.get("tab");
  const selected = tabs.find((tab) => tab.id === asked)?.id ?? "details";
  function select(tab: string) {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    router.replace(`${pathname}?${params}`, { scroll: false });
  }
  return (
    <QueryState isPending={product.isPending} error={product.error} rows={6}>
      {() => {
        const data = product.data!;
        const panel = (tab: string) => ({ group: "product", id: tab, hidden: tab !== selected });
        return (
          <div className="product-page">
            <div className="product-summary">
              <Summary product={data} />
              <TabList group="product" label={t("tabsLabel")} tabs={tabs} selected={selected} onSelect={select} />
            </div>
            <TabPanel {...panel("details")}>
              <Details product={data} />
              <Imported sourceData={data.source_data} />
              <Facts productId={id} />
            </TabPanel>
            <TabPanel {...panel("content")}>
              <Content product={data} />
              <RoleGate needs="editor">
                <Generate product={data} />
              </RoleGate>
            </TabPanel>
            <TabPanel {...panel("history")}>
              <History productId={id} servedVersion={data.published_version} level={2} />
            </TabPanel>
            <TabPanel {...panel("media")}>
              <Gallery productId={id} />
            </TabPanel>
            <RoleGate needs="editor">
              <TabPanel {...panel("ai-media")}>
                <AiMedia productId={id} />
              </TabPanel>
            </RoleGate>
          </div>
        );
      }}
    </QueryState>
  );
}
