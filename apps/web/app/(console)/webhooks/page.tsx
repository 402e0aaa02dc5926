"use client";
import type { AppRouter } from "@proseo/api";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@proseo/core/constants";
import { type Column, ConfirmDialog, DataTable, EmptyState } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { SecretCallout } from "../secret-callout";
import { RolePage } from "../role";
import { SubmitButton } from "../../submit-button";

type Webhook = inferRouterOutputs<AppRouter>["webhooks"]["list"]["webhooks"][number];
type Delivery = inferRouterOutputs<AppRouter>["webhooks"]["get"]["recent_deliveries"][number];

const DELIVERY_BADGES = { pending: "badge-pending", delivered: "badge-ok", failed: "badge-down" };

/** A moment in the member's language, or a dash. */
function useWhen() {
  const format = useFormatter();
  return (iso: string | null) => (iso ? format.dateTime(new Date(iso), "moment") : "—");
}

/** The endpoint's latest deliveries, read again every few seconds while one is still pending. */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const t = useTranslations("Webhooks");
  const when = useWhen();
  const columns: Column<Delivery>[] = [
    { id: "event", header: t("event"), cell: (delivery) => delivery.event_type },
    {
      id: "status",
      header: t("status"),
      cell: (delivery) => (
        <span className={`badge ${DELIVERY_BADGES[delivery.status]}`}>{t(`deliveryStatuses.${delivery.status}`)}</span>
      ),
    },
    {
      id: "answer",
      header: t("answer"),
      cell: (delivery) => (
        <>
          {delivery.attempts === 0 ? "—" : (delivery.response_status ?? t("noAnswer"))}
          {delivery.response_status === null && delivery.last_error ? <div className="muted">{delivery.last_error}</div> : null}
        </>
      ),
    },
    { id: "attempts", header: t("attempts"), cell: (delivery) => delivery.attempts },
    { id: "retry", header: t("nextRetry"), cell: (delivery) => when(delivery.next_attempt_at) },
    { id: "created", header: t("created"), cell: (delivery) => when(delivery.created_at) },
  ];
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
          caption={t("deliveriesTo", { url: webhook.url })}
          rows={detail.data!.recent_deliveries}
          rowKey={(delivery) => delivery.id}
          rowProps={(delivery) => ({ "data-testid": `delivery-${delivery.id}` })}
          empty={t("noDeliveries")}
          columns={columns}
        />
      )}
    </QueryState>
  );
}

function Endpoint({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const t = useTranslations("Webhooks");
  const when = useWhen();
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
        <span className={`badge badge-${webhook.status === "enabled" ? "ok" : "down"}`}>{t(`statuses.${webhook.status}`)}</span>
        {webhook.disabled_reason ? <span>{t(`disabled.${webhook.disabled_reason}`)}</span> : null}
        {webhook.failing_since ? <span className="muted">{t("failingSince", { when: when(webhook.failing_since) })}</span> : null}
        <span className="muted">{t("events", { events: webhook.events.join(", ") })}</span>
      </p>
      <div className="row">
        <button type="button" className="secondary" onClick={() => test.mutate({ id: webhook.id })} disabled={test.isPending}>
          {test.isPending ? t("sending") : t("sendTest")}
        </button>
        <button type="button" className="secondary" onClick={onDelete}>
          {t.rich("delete", { url: webhook.url, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
        </button>
      </div>
      <ErrorAlert error={test.error} />
      <h4>{t("latest")}</h4>
      <Deliveries webhook={webhook} />
    </li>
  );
}

function WebhooksPageContent() {
  const t = useTranslations("Webhooks");
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
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      {secret ? (
        <SecretCallout
          key={secret}
          title={t("secretTitle")}
          secret={secret}
          testId="webhook-secret"
          copyLabel={t("copySecret")}
          onDismiss={() => setSecret(null)}
        >
          {" "}
          {t("secretHelp")}
        </SecretCallout>
      ) : null}

      <section aria-labelledby="add-title">
        <h2 id="add-title">{t("addTitle")}</h2>
        <form onSubmit={submit} className="stack narrow">
          <label>
            {t("url")}
            <input name="url" type="url" required maxLength={2048} placeholder="https://shop.example.com/hooks/proseo" />
          </label>
          <fieldset>
            <legend>{t("eventsLegend")}</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="check">
                <input type="checkbox" name="events" value={name} defaultChecked />
                {name}
              </label>
            ))}
          </fieldset>
          <ErrorAlert error={create.error} />
          <SubmitButton disabled={create.isPending}>{create.isPending ? t("adding") : t("add")}</SubmitButton>
        </form>
      </section>

      <section aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">{t("endpoints")}</h2>
        <QueryState isPending={webhooks.isPending} error={webhooks.error}>
          {() =>
            webhooks.data!.webhooks.length === 0 ? (
              <EmptyState>{t("empty")}</EmptyState>
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
        title={t("deleteTitle")}
        confirmLabel={t("deleteConfirm")}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>{t.rich("deleteText", { url: deleting?.url ?? "", code: (chunks) => <code>{chunks}</code> })}</p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

export default function WebhooksPage() {
  const t = useTranslations("Webhooks");
  return (
    <RolePage needs="admin" title={t("title")}>
      <WebhooksPageContent />
    </RolePage>
  );
}
