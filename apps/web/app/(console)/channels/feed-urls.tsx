"use client";
import type { AppRouter } from "@proseo/api";
import { ConfirmDialog, DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { LanguageSelect } from "../language-select";
import { ErrorAlert, QueryState } from "../query-state";
import { useRoleAllows } from "../role";
import { SecretCallout } from "../secret-callout";

type Outputs = inferRouterOutputs<AppRouter>;
type Channel = Outputs["channels"]["list"]["channels"][number];
type FeedToken = Outputs["channels"]["listFeedTokens"]["feed_tokens"][number];

/**
 * The channel's feed URLs, for platforms that fetch the feed on a schedule without an API key: a new URL
 * is shown once (it carries its secret), the list shows none of them, and revoking one stops it at once.
 */
export function FeedUrls({ channel, languages }: { channel: Channel; languages: string[] }) {
  const t = useTranslations("FeedUrls");
  const format = useFormatter();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "moment") : t("never"));
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canManage = useRoleAllows("admin");
  const tokens = useQuery(trpc.channels.listFeedTokens.queryOptions({ slug: channel.slug }));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.channels.listFeedTokens.queryKey({ slug: channel.slug }) });
  const [url, setUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<FeedToken | null>(null);
  const [language, setLanguage] = useState(languages[0] ?? "");
  const create = useMutation(
    trpc.channels.createFeedToken.mutationOptions({
      onSuccess: (created) => {
        setUrl(created.url);
        void refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.channels.deleteFeedToken.mutationOptions({
      onSuccess: () => {
        setRevoking(null);
        void refresh();
      },
    }),
  );
  const headingId = `feed-urls-${channel.slug}`;
  return (
    <section aria-labelledby={headingId} className="feed-urls">
      <h3 id={headingId}>{t("title")}</h3>
      <p className="muted">{t("intro")}</p>
      {url ? (
        <SecretCallout
          key={url}
          title={t("newUrl", { channel: channel.name })}
          secret={url}
          testId={`feed-url-${channel.slug}`}
          copyLabel={t("copy")}
          onDismiss={() => setUrl(null)}
        >
          {" "}
          {t("secretHelp")}
        </SecretCallout>
      ) : null}
      <QueryState isPending={tokens.isPending} error={tokens.error} rows={1}>
        {() => (
          <DataTable
            caption={t("caption", { channel: channel.name })}
            rows={tokens.data!.feed_tokens}
            rowKey={(token) => token.id}
            rowProps={(token) => ({ "data-testid": `feed-token-${token.id}` })}
            empty={t("empty")}
            columns={[
              { id: "token", header: t("token"), cell: (token) => <code>{token.prefix}…</code> },
              { id: "created", header: t("created"), cell: (token) => when(token.created_at) },
              { id: "used", header: t("lastFetched"), cell: (token) => when(token.last_used_at) },
              {
                id: "status",
                header: t("status"),
                cell: (token) =>
                  token.revoked_at ? (
                    <span className="badge badge-down">{t("revokedAt", { when: when(token.revoked_at) })}</span>
                  ) : (
                    <span className="badge badge-ok">{t("active")}</span>
                  ),
              },
              ...(canManage
                ? [
                    {
                      id: "actions",
                      header: t("actions"),
                      hiddenHeader: true,
                      cell: (token: FeedToken) =>
                        token.revoked_at ? null : (
                          <button type="button" className="secondary" onClick={() => setRevoking(token)}>
                            {t.rich("revoke", {
                              prefix: token.prefix,
                              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                            })}
                          </button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {canManage ? (
        <div className="row feed-url-create">
          <LanguageSelect languages={languages} value={language} onChange={setLanguage} />
          <button type="button" onClick={() => create.mutate({ slug: channel.slug, language })} disabled={create.isPending}>
            {create.isPending
              ? t("creating")
              : t.rich("create", {
                  channel: channel.name,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
          </button>
        </div>
      ) : null}
      <ErrorAlert error={create.error} />
      <ConfirmDialog
        open={revoking !== null}
        title={t("revokeTitle")}
        confirmLabel={t("revokeConfirm")}
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ slug: channel.slug, id: revoking.id })}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        <p>{t.rich("revokeText", { prefix: revoking?.prefix ?? "", code: (chunks) => <code>{chunks}</code> })}</p>
        <ErrorAlert error={revoke.error} />
      </ConfirmDialog>
    </section>
  );
}
