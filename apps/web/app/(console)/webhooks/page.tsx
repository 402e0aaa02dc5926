"use client";
import type { AppRouter } from "@proseo/api";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@proseo/core/constants";
import { type Column, ConfirmDialog, DataTable, EmptyState } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { SecretCallout } from "../secret-callout";
import { RolePage } from "../role";

type Webhook = inferRouterOutputs<AppRouter>["webhooks"]["list"]["webhooks"][number];
type Delivery = inferRouterOutputs<AppRouter>["webhooks"]["get"]["recent_deliveries"][number];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");
const DELIVERY_BADGES = { pending: "badge-pending", delivered: "badge-ok", failed: "badge-down" };
const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { id: "event", header: "Event", cell: (delivery) => delivery.event_type },
  {
    id: "status",
    header: "Status",
    cell: (delivery) => <span className={`badge ${DELIVERY_BADGES[delivery.status]}`}>{delivery.status}</span>,
  },
  {
    id: "answer",
    header: "Answer",
    cell: (delivery) => (
      <>
        {delivery.attempts === 0 ? "—" : (delivery.response_status ?? "no answer")}
        {delivery.response_status === null && delivery.last_error ? <div className="muted">{delivery.last_error}</div> : null}
      </>
    ),
  },
  { id: "attempts", header: "Attempts", cell: (delivery) => delivery.attempts },
  { id: "retry", header: "Next retry", cell: (delivery) => when(delivery.next_attempt_at) },
  { id: "created", header: "Created", cell: (delivery) => when(delivery.created_at) },
];
const REASONS = { gone: "the endpoint answered 410 Gone", failing: "every delivery failed for three days" };

/** The endpoint's latest deliveries, read again every few seconds while one is still pending. */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const trpc = useTRPC();
  const detail = useQuery(
    trpc.webhooks.get.queryOptions(
      { id: webhook.id },
      {
        refetchInterval: (query) =>
          query.state.data?.recent_deliveries.some((delivery) => delivery.status === "pending") ? 2_000 : false,
      },
    ),
  );
  return (
    <QueryState isPending={detail.isPending} error={detail.error} rows={1}>
      {() => (
        <DataTable
          caption={`Latest deliveries to ${webhook.url}`}
          rows={detail.data!.recent_deliveries}
          rowKey={(delivery) => delivery.id}
          rowProps={(delivery) => ({ "data-testid": `delivery-${delivery.id}` })}
          empty="No deliveries yet. Send a test event to try the endpoint."
          columns={DELIVERY_COLUMNS}
        />
      )}
    </QueryState>
  );
}

function Endpoint({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detailKey = trpc.webhooks.get.queryKey({ id: webhook.id });
  const test = useMutation(
    trpc.webhooks.test.mutationOptions({
      // A first read still under way may predate the new delivery, and invalidating joins it instead of reading again
      // (TanStack Query cancels only a refetch of data it already has): cancel it first, so the read starts anew.
      onSuccess: async () => {
        await queryClient.cancelQueries({ queryKey: detailKey });
        await queryClient.invalidateQueries({ queryKey: detailKey });
      },
    }),
  );
  return (
    <li className="card" data-testid={`webhook-${webhook.id}`} aria-label={webhook.url}>
      <h3>
        <code>{webhook.url}</code>
      </h3>
      <p className="row">
        <span className={`badge badge-${webhook.status === "enabled" ? "ok" : "down"}`}>{webhook.status}</span>
        {webhook.disabled_reason ? <span>Disabled because {REASONS[webhook.disabled_reason]}.</span> : null}
        {webhook.failing_since ? <span className="muted">Failing since {when(webhook.failing_since)}.</span> : null}
        <span className="muted">Events: {webhook.events.join(", ")}</span>
      </p>
      <div className="row">
        <button type="button" className="secondary" onClick={() => test.mutate({ id: webhook.id })} disabled={test.isPending}>
          {test.isPending ? "Sending…" : "Send test event"}
        </button>
        <button type="button" className="secondary" onClick={onDelete}>
          Delete<span className="visually-hidden"> {webhook.url}</span>
        </button>
      </div>
      <ErrorAlert error={test.error} />
      <h4>Latest deliveries</h4>
      <Deliveries webhook={webhook} />
    </li>
  );
}

function WebhooksPageContent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const webhooks = useQuery(trpc.webhooks.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: (created) => {
        setSecret(created.secret);
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: () => {
        setDeleting(null);
        void refresh();
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ url: String(form.get("url") ?? "").trim(), events: form.getAll("events").map(String) as WebhookEvent[] });
  }

  return (
    <>
      <h1>Webhooks</h1>
      <p className="muted">
        Proseo POSTs events to your endpoints, signed with each endpoint's secret (Standard Webhooks). A failed delivery is
        retried for about 18 hours; an endpoint that answers 410, or fails for three days, is disabled until a test event to it
        succeeds.
      </p>
      {secret ? (
        <SecretCallout
          key={secret}
          title="Signing secret"
          secret={secret}
          testId="webhook-secret"
          copyLabel="Copy secret"
          onDismiss={() => setSecret(null)}
        >
          {" "}
          Your endpoint checks each event's signature with it.
        </SecretCallout>
      ) : null}

      <section aria-labelledby="add-title">
        <h2 id="add-title">Add an endpoint</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            URL
            <input name="url" type="url" required maxLength={2048} placeholder="https://shop.example.com/hooks/proseo" />
          </label>
          <fieldset>
            <legend>Events</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="check">
                <input type="checkbox" name="events" value={name} defaultChecked />
                {name}
              </label>
            ))}
          </fieldset>
          <ErrorAlert error={create.error} />
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? "Adding…" : "Add endpoint"}
          </button>
        </form>
      </section>

      <section aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        <QueryState isPending={webhooks.isPending} error={webhooks.error}>
          {() =>
            webhooks.data!.webhooks.length === 0 ? (
              <EmptyState>No endpoints yet. Add one above to hear when galleries change.</EmptyState>
            ) : (
              <ul className="endpoints">
                {webhooks.data!.webhooks.map((webhook) => (
                  <Endpoint key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>
          Nothing more is sent to <code>{deleting?.url}</code>, and its delivery history goes with it.
        </p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

export default function WebhooksPage() {
  return (
    <RolePage needs="admin" title="Webhooks">
      <WebhooksPageContent />
    </RolePage>
  );
}
