"use client";
import type { AppRouter } from "@proseo/api";
import { ConfirmDialog, DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { LanguageSelect } from "../language-select";
import { ErrorAlert, QueryState } from "../query-state";
import { useRoleAllows } from "../role";
import { SecretCallout } from "../secret-callout";

type Outputs = inferRouterOutputs<AppRouter>;
type Channel = Outputs["channels"]["list"]["channels"][number];
type FeedToken = Outputs["channels"]["listFeedTokens"]["feed_tokens"][number];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

/**
 * The channel's feed URLs, for platforms that fetch the feed on a schedule without an API key: a new URL
 * is shown once (it carries its secret), the list shows none of them, and revoking one stops it at once.
 */
export function FeedUrls({ channel, languages }: { channel: Channel; languages: string[] }) {
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
      <h3 id={headingId}>Feed URLs</h3>
      <p className="muted">
        A platform that fetches the feed on a schedule (without an API key) reads it from one of these. Each URL holds a secret:
        anyone who has it reads the feed.
      </p>
      {url ? (
        <SecretCallout
          key={url}
          title={`New ${channel.name} feed URL`}
          secret={url}
          testId={`feed-url-${channel.slug}`}
          copyLabel="Copy URL"
          onDismiss={() => setUrl(null)}
        >
          {" "}
          It carries a secret token: share it only with the platform that fetches the feed.
        </SecretCallout>
      ) : null}
      <QueryState isPending={tokens.isPending} error={tokens.error} rows={1}>
        {() => (
          <DataTable
            caption={`${channel.name} feed URLs`}
            rows={tokens.data!.feed_tokens}
            rowKey={(token) => token.id}
            rowProps={(token) => ({ "data-testid": `feed-token-${token.id}` })}
            empty="No feed URLs yet."
            columns={[
              { id: "token", header: "Token", cell: (token) => <code>{token.prefix}…</code> },
              { id: "created", header: "Created", cell: (token) => when(token.created_at) },
              { id: "used", header: "Last fetched", cell: (token) => when(token.last_used_at) },
              {
                id: "status",
                header: "Status",
                cell: (token) =>
                  token.revoked_at ? (
                    <span className="badge badge-down">revoked {when(token.revoked_at)}</span>
                  ) : (
                    <span className="badge badge-ok">active</span>
                  ),
              },
              ...(canManage
                ? [
                    {
                      id: "actions",
                      header: "Actions",
                      hiddenHeader: true,
                      cell: (token: FeedToken) =>
                        token.revoked_at ? null : (
                          <button type="button" className="secondary" onClick={() => setRevoking(token)}>
                            Revoke
                            <span className="visually-hidden"> {token.prefix}</span>
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
            {create.isPending ? "Creating…" : "Create feed URL"}
            <span className="visually-hidden"> for {channel.name}</span>
          </button>
        </div>
      ) : null}
      <ErrorAlert error={create.error} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this feed URL?"
        confirmLabel="Revoke URL"
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ slug: channel.slug, id: revoking.id })}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        <p>
          The URL starting <code>{revoking?.prefix}</code> stops working at once: a platform still fetching it gets 404 Not Found.
        </p>
        <ErrorAlert error={revoke.error} />
      </ConfirmDialog>
    </section>
  );
}
