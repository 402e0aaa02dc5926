"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@proseo/api";
import { shopLanguageOf } from "@proseo/core/constants";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { useRoleAllows } from "../role";
import { FeedSettings } from "./feed-settings";
import { FeedUrls } from "./feed-urls";
import { IncompleteProducts } from "./incomplete-products";

type Outputs = inferRouterOutputs<AppRouter>;
type Channel = Outputs["channels"]["list"]["channels"][number];
type Readiness = Outputs["channels"]["readiness"];

const exportUrl = (query: Record<string, string>) => `/api/export/catalog.csv?${new URLSearchParams(query)}`;
const percent = (part: number, total: number) => (total ? (100 * part) / total : 0);

/**
 * The catalog in three parts that add up to its total: complete rows, incomplete ones that have a
 * published record, and products without one (incomplete too, with the built-in channels).
 */
function partsOf(readiness: Readiness) {
  const unpublished = Math.min(readiness.no_published_record, readiness.incomplete);
  return { complete: readiness.complete, incomplete: readiness.incomplete - unpublished, unpublished };
}

/** The parts as a bar: an SVG, so that the page needs no inline styles. */
function ReadinessBar({ readiness }: { readiness: Readiness }) {
  const { complete, incomplete, unpublished } = partsOf(readiness);
  const { total } = readiness;
  const segments = [
    { className: "bar-complete", count: complete },
    { className: "bar-incomplete", count: incomplete },
    { className: "bar-unpublished", count: unpublished },
  ];
  let offset = 0;
  return (
    <svg className="readiness-bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true">
      <rect className="bar-empty" x="0" y="0" width="100" height="4" />
      {segments.map(({ className, count }) => {
        const x = offset;
        offset += percent(count, total);
        return <rect key={className} className={className} x={x} y="0" width={percent(count, total)} height="4" />;
      })}
    </svg>
  );
}

/** A file's download link; `of` completes its name for screen readers ("Download CSV of Shopify in de"). */
function DownloadLink({ href, label, of }: { href: string; label: string; of: string }) {
  const t = useTranslations("Channels");
  return (
    <a href={href} download>
      {t.rich("download", { label, of, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
    </a>
  );
}

/**
 * The files of a shop platform in one language (docs/channels.md "Content update"): in the shop's
 * language the content update and the full file; in another, Shopify's translation file, or
 * WooCommerce's files with a multilingual plugin's columns.
 */
function shopFiles(channel: Channel, language: string, shopLanguage: string): ("update" | "products" | "translations")[] {
  if (channel.file !== "csv") return [];
  const productFiles = ["update", "products"] as const;
  if (channel.slug === "shopify") return language === shopLanguage ? [...productFiles] : ["translations"];
  return language === shopLanguage || channel.settings.multilingual ? [...productFiles] : [];
}

function LanguageReadiness({ channel, language, shopLanguage }: { channel: Channel; language: string; shopLanguage: string }) {
  const t = useTranslations("Channels");
  const trpc = useTRPC();
  const readiness = useQuery(trpc.channels.readiness.queryOptions({ slug: channel.slug, language }));
  return (
    <li className="readiness" data-testid={`readiness-${channel.slug}-${language}`}>
      <div className="row readiness-head">
        <strong>{language}</strong>
        {shopFiles(channel, language, shopLanguage).map((format) => (
          <DownloadLink
            key={format}
            href={exportUrl({ channel: channel.slug, language, format })}
            label={t(`files.${format}`)}
            of={t("channelIn", { channel: channel.name, language })}
          />
        ))}
      </div>
      <QueryState isPending={readiness.isPending} error={readiness.error} rows={1}>
        {() => {
          const counts = readiness.data!;
          const { complete, incomplete, unpublished } = partsOf(counts);
          return (
            <>
              <ReadinessBar readiness={counts} />
              <p className="readiness-counts">
                <span>
                  <span className="key key-complete" /> {t("complete", { complete, total: counts.total })}
                </span>
                <span>
                  <span className="key key-incomplete" /> {t("incomplete", { count: incomplete })}
                </span>
                <span>
                  <span className="key key-unpublished" /> {t("unpublished", { count: unpublished })}
                </span>
              </p>
              {counts.missing_columns.length ? (
                <p className="muted">
                  {t("missing")}{" "}
                  {counts.missing_columns
                    .slice(0, 3)
                    .map(({ column, count }) => `${column} (${count})`)
                    .join(", ")}
                </p>
              ) : null}
              {counts.stale.count ? (
                <p data-testid={`readiness-stale-${channel.slug}-${language}`}>
                  {t("stale", { count: counts.stale.count })} (
                  {counts.stale.facts
                    .slice(0, 3)
                    .map(({ fact, count }) => `${fact}: ${count}`)
                    .join(", ")}
                  {counts.stale.facts.length > 3 ? ", …" : ""}). <Link href="/products?stale=true">{t("listStale")}</Link>
                </p>
              ) : null}
              {counts.warnings.length ? (
                <ul className="readiness-warnings" aria-label={t("warnings", { channel: channel.name })}>
                  {counts.warnings.map(({ code, count, message }) => (
                    <li key={code}>{t("warning", { count, message })}</li>
                  ))}
                </ul>
              ) : null}
              {counts.incomplete ? <IncompleteRows channel={channel} language={language} incomplete={counts.incomplete} /> : null}
            </>
          );
        }}
      </QueryState>
    </li>
  );
}

/** The incomplete rows behind a disclosure, read only once it is opened. */
function IncompleteRows({ channel, language, incomplete }: { channel: Channel; language: string; incomplete: number }) {
  const t = useTranslations("Channels");
  const [open, setOpen] = useState(false);
  return (
    <details className="incomplete-rows" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t.rich("incompleteRows", {
          channel: channel.name,
          language,
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
      </summary>
      {open ? <IncompleteProducts channel={channel} language={language} incomplete={incomplete} /> : null}
    </details>
  );
}

function ChannelCard({ channel, languages, isDefault }: { channel: Channel; languages: string[]; isDefault: boolean }) {
  const t = useTranslations("Channels");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // What the member asked for, shown at once (a controlled box would otherwise spring back until the answer).
  const [asked, setAsked] = useState<boolean | null>(null);
  const update = useMutation(
    trpc.channels.update.mutationOptions({
      // The answer is the channel as it is now: shown without waiting for the list again.
      onSuccess: (updated) =>
        queryClient.setQueryData(trpc.channels.list.queryKey(), (list) =>
          list ? { channels: list.channels.map((known) => (known.slug === updated.slug ? updated : known)) } : list,
        ),
      onSettled: () => setAsked(null),
    }),
  );
  const canManage = useRoleAllows("admin");
  const skipping = asked ?? channel.skip_incomplete;
  const required = channel.columns.filter((column) => column.required).map((column) => column.name);
  return (
    <section className="card" aria-labelledby={`channel-${channel.slug}`}>
      <h2 id={`channel-${channel.slug}`}>
        {channel.name} {isDefault ? <span className="badge badge-ok">{t("default")}</span> : null}
      </h2>
      <p className="muted">{t("required", { columns: required.join(", ") })}</p>
      <label className="check">
        <input
          type="checkbox"
          checked={skipping}
          disabled={update.isPending || !canManage}
          onChange={(event) => {
            setAsked(event.target.checked);
            update.mutate({ slug: channel.slug, skip_incomplete: event.target.checked });
          }}
        />
        {t("skip", { channel: channel.name, file: channel.file })}
      </label>
      {update.error ? (
        <p role="alert" className="error">
          {update.error.message}
        </p>
      ) : null}
      {channel.setting_names.length ? <FeedSettings channel={channel} /> : null}
      <ul className="readiness-list">
        {languages.map((language) => (
          <LanguageReadiness
            key={language}
            channel={channel}
            language={language}
            shopLanguage={shopLanguageOf(languages, channel.settings.shop_language)}
          />
        ))}
      </ul>
      {channel.file === "csv" ? null : <FeedUrls channel={channel} languages={languages} />}
    </section>
  );
}

export default function ChannelsPage() {
  const t = useTranslations("Channels");
  const trpc = useTRPC();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const channels = useQuery(trpc.channels.list.queryOptions());
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <QueryState isPending={overview.isPending || channels.isPending} error={overview.error ?? channels.error} rows={4}>
        {() => {
          const { organization } = overview.data!;
          return channels.data!.channels.map((channel) => (
            <ChannelCard
              key={channel.slug}
              channel={channel}
              languages={organization.languages}
              isDefault={organization.default_channel === channel.slug}
            />
          ));
        }}
      </QueryState>
    </>
  );
}
