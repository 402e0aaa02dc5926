"use client";
import { SCOPES, type Scope } from "@proseo/core/constants";
import { DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { SecretCallout } from "../secret-callout";
import { RolePage } from "../role";

const EXPIRIES = [
  { label: "Never", days: null },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "1 year", days: 365 },
];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "—");

function KeysPageContent() {
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
      <h1>API keys</h1>
      {created ? (
        <SecretCallout
          key={created}
          title="Your new key"
          secret={created}
          testId="new-key"
          copyLabel="Copy key"
          onDismiss={() => setCreated(null)}
        />
      ) : null}

      <section aria-labelledby="create-title">
        <h2 id="create-title">Create a key</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            Name (optional)
            <input name="name" maxLength={100} placeholder="e.g. PIM sync" />
          </label>
          <fieldset>
            <legend>Scopes</legend>
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
            Expires
            <select name="expiry" defaultValue="never">
              {EXPIRIES.map((option) => (
                <option key={option.label} value={option.days ?? "never"}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {create.error ? (
            <p role="alert" className="error">
              {create.error.message}
            </p>
          ) : null}
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create key"}
          </button>
        </form>
      </section>

      <section aria-labelledby="list-title">
        <h2 id="list-title">Keys</h2>
        <QueryState isPending={keys.isPending} error={keys.error}>
          {() => (
            <DataTable
              caption="API keys"
              rows={keys.data!}
              rowKey={(key) => key.id}
              rowProps={(key) => ({ "data-testid": `key-${key.prefix}` })}
              empty="No keys yet. Create one above to call the API."
              columns={[
                {
                  id: "key",
                  header: "Key",
                  cell: (key) => (
                    <>
                      <code>{key.prefix}…</code>
                      {key.name ? <div className="muted">{key.name}</div> : null}
                    </>
                  ),
                },
                { id: "scopes", header: "Scopes", cell: (key) => key.scopes.join(", ") },
                {
                  id: "created",
                  header: "Created",
                  cell: (key) => (
                    <>
                      {when(key.created_at)}
                      <div className="muted">
                        {key.created_by ? `by ${key.created_by.email}` : "by the operator's CLI or a former member"}
                      </div>
                    </>
                  ),
                },
                { id: "used", header: "Last used", cell: (key) => when(key.last_used_at) },
                { id: "expires", header: "Expires", cell: (key) => (key.expires_at ? when(key.expires_at) : "Never") },
                {
                  id: "status",
                  header: "Status",
                  cell: (key) => <span className={`badge badge-${key.status === "active" ? "ok" : "down"}`}>{key.status}</span>,
                },
                {
                  id: "actions",
                  header: "Actions",
                  hiddenHeader: true,
                  cell: (key) =>
                    key.status !== "active" ? null : confirming === key.id ? (
                      // biome-ignore lint/a11y/useSemanticElements: a fieldset would break the inline row inside the table cell
                      <span className="row" role="group" aria-label={`Confirm revoking ${key.prefix}`}>
                        <button
                          type="button"
                          className="danger"
                          onClick={() => revoke.mutate({ id: key.id })}
                          disabled={revoke.isPending}
                        >
                          Confirm revoke
                        </button>
                        <button type="button" className="secondary" onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <button type="button" className="secondary" onClick={() => setConfirming(key.id)}>
                        Revoke
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
  return (
    <RolePage needs="admin" title="API keys">
      <KeysPageContent />
    </RolePage>
  );
}
