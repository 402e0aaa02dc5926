"use client";
import { useFormatter, useTranslations } from "next-intl";
import { SCOPES, type Scope } from "@proseo/core/constants";
import { DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { SecretCallout } from "../secret-callout";
import { RolePage } from "../role";
import { SubmitButton } from "../../submit-button";

/** The expiries offered, in days (null: never). */
const EXPIRIES = [null, 30, 90, 365] as const;

function KeysPageContent() {
  const t = useTranslations("Keys");
  const format = useFormatter();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "day") : "—");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.console.keys.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.console.keys.list.queryKey() });
  const [created, setCreated] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const create = useMutation(
    trpc.console.keys.create.mutationOptions({
      onSuccess: (result) => {
        setCreated(result.key);
        void refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.console.keys.revoke.mutationOptions({
      onSuccess: () => {
        setConfirming(null);
        void refresh();
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expiry = String(form.get("expiry"));
    create.mutate({
      name: String(form.get("name") ?? ""),
      scopes: form.getAll("scopes").map(String) as Scope[],
      expiresInDays: expiry === "never" ? null : Number(expiry),
    });
  }

  return (
    <>
      <h1>{t("title")}</h1>
      {created ? (
        <SecretCallout
          key={created}
          title={t("newKey")}
          secret={created}
          testId="new-key"
          copyLabel={t("copyKey")}
          onDismiss={() => setCreated(null)}
        />
      ) : null}

      <section aria-labelledby="create-title">
        <h2 id="create-title">{t("createTitle")}</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            {t("name")}
            <input name="name" maxLength={100} placeholder={t("namePlaceholder")} />
          </label>
          <fieldset>
            <legend>{t("scopes")}</legend>
            <div className="scopes">
              {SCOPES.map((scope) => (
                <label key={scope} className="check">
                  <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "catalog:read"} />
                  {scope}
                </label>
              ))}
            </div>
          </fieldset>
          <label>
            {t("expires")}
            <select name="expiry" defaultValue="never">
              {EXPIRIES.map((days) => (
                <option key={days ?? "never"} value={days ?? "never"}>
                  {days === null ? t("never") : t("expiry", { days })}
                </option>
              ))}
            </select>
          </label>
          {create.error ? (
            <p role="alert" className="error">
              {create.error.message}
            </p>
          ) : null}
          <SubmitButton disabled={create.isPending}>{create.isPending ? t("creating") : t("create")}</SubmitButton>
        </form>
      </section>

      <section aria-labelledby="list-title">
        <h2 id="list-title">{t("keys")}</h2>
        <QueryState isPending={keys.isPending} error={keys.error}>
          {() => (
            <DataTable
              caption={t("title")}
              rows={keys.data!}
              rowKey={(key) => key.id}
              rowProps={(key) => ({ "data-testid": `key-${key.prefix}` })}
              empty={t("empty")}
              columns={[
                {
                  id: "key",
                  header: t("key"),
                  cell: (key) => (
                    <>
                      <code>{key.prefix}…</code>
                      {key.name ? <div className="muted">{key.name}</div> : null}
                    </>
                  ),
                },
                { id: "scopes", header: t("scopes"), cell: (key) => key.scopes.join(", ") },
                {
                  id: "created",
                  header: t("created"),
                  cell: (key) => (
                    <>
                      {when(key.created_at)}
                      <div className="muted">{key.created_by ? t("by", { email: key.created_by.email }) : t("byOperator")}</div>
                    </>
                  ),
                },
                { id: "used", header: t("lastUsed"), cell: (key) => when(key.last_used_at) },
                { id: "expires", header: t("expires"), cell: (key) => (key.expires_at ? when(key.expires_at) : t("never")) },
                {
                  id: "status",
                  header: t("status"),
                  cell: (key) => (
                    <span className={`badge badge-${key.status === "active" ? "ok" : "down"}`}>
                      {t(`statuses.${key.status}`)}
                    </span>
                  ),
                },
                {
                  id: "actions",
                  header: t("actions"),
                  hiddenHeader: true,
                  cell: (key) =>
                    key.status !== "active" ? null : confirming === key.id ? (
                      // biome-ignore lint/a11y/useSemanticElements: a fieldset would break the inline row inside the table cell
                      <span className="row" role="group" aria-label={t("confirmRevoking", { prefix: key.prefix })}>
                        <button
                          type="button"
                          className="danger"
                          onClick={() => revoke.mutate({ id: key.id })}
                          disabled={revoke.isPending}
                        >
                          {t("confirmRevoke")}
                        </button>
                        <button type="button" className="secondary" onClick={() => setConfirming(null)}>
                          {t("cancel")}
                        </button>
                      </span>
                    ) : (
                      <button type="button" className="secondary" onClick={() => setConfirming(key.id)}>
                        {t("revoke")}
                      </button>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}

export default function KeysPage() {
  const t = useTranslations("Keys");
  return (
    <RolePage needs="admin" title={t("title")}>
      <KeysPageContent />
    </RolePage>
  );
}
