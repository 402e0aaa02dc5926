"use client";
import type { AppRouter } from "@proseo/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { Field } from "../field";
import { apiError } from "../products/[id]/api-error";
import { ErrorAlert } from "../query-state";
import { useRoleAllows } from "../role";

type Channel = inferRouterOutputs<AppRouter>["channels"]["list"]["channels"][number];
type Settings = Channel["settings"];
type SettingName = keyof Settings;

type Kind = "text" | "countries" | "boolean" | "attribute" | "attributes" | "choice";
const SETTINGS: Record<
  SettingName,
  { label: string; kind: Kind; hint?: string; defaultValue?: boolean; choices?: Record<string, string> }
> = {
  link_template: {
    label: "Product page link",
    kind: "text",
    hint: "An https URL with {handle}, {sku} or {id}, e.g. https://shop.example.com/products/{handle}.",
  },
  seller_name: { label: "Seller name", kind: "text", hint: "Who sells the products, as shoppers see it." },
  seller_url: { label: "Seller's shop", kind: "text", hint: "An https URL." },
  store_country: { label: "Store country", kind: "text", hint: "Two letters (ISO 3166-1), e.g. DE." },
  target_countries: { label: "Countries sold to", kind: "countries", hint: "Two-letter codes separated by commas, e.g. DE, AT." },
  currency: {
    label: "Currency",
    kind: "text",
    hint: "Three letters (ISO 4217), e.g. EUR. A price in another currency is no price.",
  },
  seller_privacy_policy: { label: "Privacy policy", kind: "text", hint: "An https URL; needed for ChatGPT checkout." },
  seller_tos: { label: "Terms of service", kind: "text", hint: "An https URL; needed for ChatGPT checkout." },
  is_eligible_search: { label: "Shown in ChatGPT search", kind: "boolean", defaultValue: true },
  is_eligible_checkout: {
    label: "Bought in ChatGPT checkout",
    kind: "boolean",
    defaultValue: false,
    hint: "Only with ChatGPT search.",
  },
  price_column: { label: "Price attribute", kind: "attribute" },
  sale_price_column: { label: "Sale price attribute", kind: "attribute" },
  availability_column: {
    label: "Availability attribute",
    kind: "attribute",
    hint: "A quantity, true/false or a status.",
  },
  gtin_column: { label: "GTIN attribute", kind: "attribute", hint: "EAN or UPC; one with a wrong check digit is left out." },
  mpn_column: { label: "MPN attribute", kind: "attribute" },
  item_group_column: { label: "Variant group attribute", kind: "attribute", hint: "Shared by a product's variants." },
  shop_language: {
    label: "Shop language",
    kind: "text",
    hint: "The language of the shop's own products, e.g. de; without it the organization's first language.",
  },
  multilingual: {
    label: "Multilingual plugin",
    kind: "choice",
    hint: "Lets a file in another language update the products' translations.",
    choices: { wpml: "WPML", polylang: "Polylang for WooCommerce" },
  },
  availability_date_column: {
    label: "Availability date attribute",
    kind: "attribute",
    hint: "When a preorder or backorder product is available (ISO 8601); Google needs it for those.",
  },
  product_detail_columns: {
    label: "Product details shown",
    kind: "attributes",
    hint: "The attributes Google shows shoppers as product details; no other attribute goes into the feed.",
  },
};

type Draft = Record<string, string | boolean | string[]>;

/** The form's value of each setting: text for text, lists and attributes ('' without), a flag for flags, codes for attribute lists. */
function draftOf(channel: Channel): Draft {
  return Object.fromEntries(
    channel.setting_names.map((name) => {
      const { kind, defaultValue } = SETTINGS[name as SettingName];
      const stored = channel.settings[name as SettingName];
      if (kind === "boolean") return [name, (stored as boolean | undefined) ?? defaultValue ?? false];
      if (kind === "countries") return [name, ((stored as string[] | undefined) ?? []).join(", ")];
      if (kind === "attributes") return [name, (stored as string[] | undefined) ?? []];
      return [name, (stored as string | undefined) ?? ""];
    }),
  );
}

/** A setting as PATCH takes it: trimmed text, a list of codes, or null for an empty field (removes it). */
function settingValue(kind: Kind, value: string | boolean | string[]) {
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.length ? value : null;
  const text = value.trim();
  if (!text) return null;
  return kind === "countries" ? text.split(/[\s,]+/).filter(Boolean) : text;
}

/** The setting a 422 detail names (`settings.link_template`, `settings.target_countries.1`). */
const settingOf = (path: string) => path.split(".").find((_, index, segments) => segments[index - 1] === "settings");

/**
 * A feed channel's settings: only those changed are sent, an emptied field removes its setting, and the
 * API's 422 details are shown at their fields. Members below admin see the settings but cannot change them.
 */
export function FeedSettings({ channel }: { channel: Channel }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const attributes = useQuery(trpc.attributes.list.queryOptions());
  const canManage = useRoleAllows("admin");
  const [draft, setDraft] = useState<Draft>(() => draftOf(channel));
  const [message, setMessage] = useState<string | null>(null);
  const update = useMutation(trpc.channels.update.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save lands the member on the first field to fix, once the errors are drawn.
  useEffect(() => {
    if (update.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [update.error]);
  const imported = (attributes.data?.attributes ?? []).filter((attribute) => attribute.kind === "imported");

  const failure = apiError(update.error);
  const fieldErrors: Record<string, string> = {};
  for (const detail of failure.details) {
    const name = settingOf(detail.path);
    if (name) fieldErrors[name] ??= detail.message;
  }
  const formError = update.error && !Object.keys(fieldErrors).length ? update.error : null;

  function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const before = draftOf(channel);
    const settings = Object.fromEntries(
      channel.setting_names
        .filter((name) => JSON.stringify(draft[name]) !== JSON.stringify(before[name]))
        .map((name) => [name, settingValue(SETTINGS[name as SettingName].kind, draft[name]!)]),
    );
    if (!Object.keys(settings).length) {
      update.reset();
      setMessage("Nothing changed.");
      return;
    }
    update.mutate(
      { slug: channel.slug, settings },
      {
        onSuccess: (updated) => {
          setMessage("Saved.");
          queryClient.setQueryData(trpc.channels.list.queryKey(), (list) =>
            list ? { channels: list.channels.map((known) => (known.slug === updated.slug ? updated : known)) } : list,
          );
          setDraft(draftOf(updated));
          // Settings change which rows are complete.
          void queryClient.invalidateQueries({ queryKey: trpc.channels.readiness.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.channels.incompleteProducts.pathKey() });
        },
      },
    );
  }

  const id = (name: string) => `${channel.slug}-${name}`;
  return (
    <form ref={formRef} className="stack narrow feed-settings" onSubmit={save} noValidate aria-label={`${channel.name} settings`}>
      <fieldset disabled={!canManage} className="stack">
        <legend>Settings</legend>
        {channel.setting_names.map((name) => {
          const { label, kind, hint } = SETTINGS[name as SettingName];
          const value = draft[name]!;
          const set = (next: string | boolean | string[]) => setDraft({ ...draft, [name]: next });
          if (kind === "boolean") {
            const describedBy = [hint ? `${id(name)}-hint` : "", fieldErrors[name] ? `${id(name)}-error` : ""].join(" ").trim();
            return (
              <div key={name} className="field">
                <label className="check">
                  <input
                    type="checkbox"
                    id={id(name)}
                    checked={value as boolean}
                    aria-invalid={fieldErrors[name] ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    onChange={(event) => set(event.target.checked)}
                  />
                  {label}
                </label>
                {hint ? (
                  <span id={`${id(name)}-hint`} className="muted">
                    {hint}
                  </span>
                ) : null}
                {fieldErrors[name] ? (
                  <span id={`${id(name)}-error`} className="field-error" data-testid={`error-${id(name)}`}>
                    {fieldErrors[name]}
                  </span>
                ) : null}
              </div>
            );
          }
          if (kind === "attributes") {
            const chosen = value as string[];
            return (
              <Field key={name} id={id(name)} label={label} hint={hint} error={fieldErrors[name]}>
                {(control) => (
                  <select
                    {...control}
                    multiple
                    value={chosen}
                    onChange={(event) => set(Array.from(event.target.selectedOptions, (option) => option.value))}
                  >
                    {/* Stored codes that are no longer imported stay chosen, so that saving does not drop them unseen. */}
                    {chosen
                      .filter((code) => !imported.some((attribute) => attribute.code === code))
                      .map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    {imported.map((attribute) => (
                      <option key={attribute.code} value={attribute.code}>
                        {attribute.label} ({attribute.code})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          }
          return (
            <Field key={name} id={id(name)} label={label} hint={hint} error={fieldErrors[name]}>
              {(control) =>
                kind === "choice" ? (
                  <select {...control} value={value as string} onChange={(event) => set(event.target.value)}>
                    <option value="">None</option>
                    {Object.entries(SETTINGS[name as SettingName].choices ?? {}).map(([choice, text]) => (
                      <option key={choice} value={choice}>
                        {text}
                      </option>
                    ))}
                  </select>
                ) : kind === "attribute" ? (
                  <select {...control} value={value as string} onChange={(event) => set(event.target.value)}>
                    <option value="">Not mapped</option>
                    {/* A stored code that is no longer imported stays choosable, so that saving does not drop it unseen. */}
                    {value && !imported.some((attribute) => attribute.code === value) ? (
                      <option value={value as string}>{value as string}</option>
                    ) : null}
                    {imported.map((attribute) => (
                      <option key={attribute.code} value={attribute.code}>
                        {attribute.label} ({attribute.code})
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...control} value={value as string} onChange={(event) => set(event.target.value)} />
                )
              }
            </Field>
          );
        })}
      </fieldset>
      <ErrorAlert error={formError} />
      {message ? <p role="status">{message}</p> : null}
      {canManage ? (
        <div className="row">
          <button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save settings"}
            <span className="visually-hidden"> of {channel.name}</span>
          </button>
        </div>
      ) : (
        <p className="muted">Only admins and owners change a channel's settings.</p>
      )}
    </form>
  );
}
