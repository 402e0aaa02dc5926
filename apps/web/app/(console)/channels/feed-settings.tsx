"use client";
import type { AppRouter } from "@proseo/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { Field } from "../field";
import { apiError } from "../products/[id]/api-error";
import { ErrorAlert } from "../query-state";
import { useRoleAllows } from "../role";
import { SubmitButton } from "../../submit-button";

type Channel = inferRouterOutputs<AppRouter>["channels"]["list"]["channels"][number];
type Settings = Channel["settings"];
type SettingName = keyof Settings;
/** The settings with a hint (FeedSettings.hints in messages/). */
type HintedSetting = Exclude<SettingName, "is_eligible_search" | "price_column" | "sale_price_column" | "mpn_column">;

type Kind = "text" | "countries" | "boolean" | "attribute" | "attributes" | "choice";
/** Each setting's kind; its label, and its hint where `hint`, in messages/ (FeedSettings). */
const SETTINGS: Record<SettingName, { kind: Kind; hint?: true; defaultValue?: boolean; choices?: Record<string, string> }> = {
  link_template: { kind: "text", hint: true },
  seller_name: { kind: "text", hint: true },
  seller_url: { kind: "text", hint: true },
  store_country: { kind: "text", hint: true },
  target_countries: { kind: "countries", hint: true },
  currency: { kind: "text", hint: true },
  seller_privacy_policy: { kind: "text", hint: true },
  seller_tos: { kind: "text", hint: true },
  is_eligible_search: { kind: "boolean", defaultValue: true },
  is_eligible_checkout: { kind: "boolean", hint: true, defaultValue: false },
  price_column: { kind: "attribute" },
  sale_price_column: { kind: "attribute" },
  availability_column: { kind: "attribute", hint: true },
  gtin_column: { kind: "attribute", hint: true },
  mpn_column: { kind: "attribute" },
  item_group_column: { kind: "attribute", hint: true },
  shop_language: { kind: "text", hint: true },
  multilingual: { kind: "choice", hint: true, choices: { wpml: "WPML", polylang: "Polylang for WooCommerce" } },
  availability_date_column: { kind: "attribute", hint: true },
  product_detail_columns: { kind: "attributes", hint: true },
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
  const t = useTranslations("FeedSettings");
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
      setMessage(t("nothingChanged"));
      return;
    }
    update.mutate(
      { slug: channel.slug, settings },
      {
        onSuccess: (updated) => {
          setMessage(t("saved"));
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
    <form
      ref={formRef}
      className="stack narrow feed-settings"
      onSubmit={save}
      noValidate
      aria-label={t("label", { channel: channel.name })}
    >
      <fieldset disabled={!canManage} className="stack">
        <legend>{t("legend")}</legend>
        {channel.setting_names.map((name) => {
          const { kind, hint: hinted } = SETTINGS[name as SettingName];
          const label = t(`labels.${name as SettingName}`);
          const hint = hinted ? t(`hints.${name as HintedSetting}`) : undefined;
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
                    <option value="">{t("none")}</option>
                    {Object.entries(SETTINGS[name as SettingName].choices ?? {}).map(([choice, text]) => (
                      <option key={choice} value={choice}>
                        {text}
                      </option>
                    ))}
                  </select>
                ) : kind === "attribute" ? (
                  <select {...control} value={value as string} onChange={(event) => set(event.target.value)}>
                    <option value="">{t("notMapped")}</option>
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
          <SubmitButton disabled={update.isPending}>
            {update.isPending
              ? t("saving")
              : t.rich("save", { channel: channel.name, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
          </SubmitButton>
        </div>
      ) : (
        <p className="muted">{t("adminsOnly")}</p>
      )}
    </form>
  );
}
