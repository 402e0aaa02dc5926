"use client";
import { CHANNEL_NAMES, CSV_CHANNEL_SLUGS, type CsvChannelSlug } from "@proseo/core/constants";
import { LANGUAGE_CODE } from "@proseo/writer/constants";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { RolePage } from "../role";
import { SubmitButton } from "../../submit-button";

function SettingsPageContent() {
  const t = useTranslations("Settings");
  const codes = useTranslations("LanguageCode");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = useMutation(
    trpc.console.settings.update.mutationOptions({
      onSuccess: () => {
        setSaved(true);
        void queryClient.invalidateQueries({ queryKey: trpc.console.overview.queryKey() });
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const defaultChannel = String(form.get("defaultChannel")) as CsvChannelSlug;
    const languages = String(form.get("languages"))
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean);
    // Named here, before a round trip: the API would only answer that the request is not valid.
    const wrong = languages.find((code) => !LANGUAGE_CODE.test(code));
    setInvalid(wrong === undefined ? null : codes("invalid", { code: wrong }));
    if (wrong === undefined) {
      update.mutate({
        languages,
        autoPublish: form.get("autoPublish") === "on",
        preserveEdits: form.get("preserveEdits") === "on",
        defaultChannel,
      });
    }
  }

  return (
    <>
      <h1>{t("title")}</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={1}>
        {() => (
          <form onSubmit={submit} className="stack narrow">
            <label>
              {t("languages")}
              <input
                name="languages"
                defaultValue={overview.data!.organization.languages.join(", ")}
                aria-describedby="languages-help"
              />
            </label>
            <p id="languages-help" className="help">
              {t("languagesHelp")}
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="autoPublish"
                defaultChecked={overview.data!.organization.auto_publish}
                aria-describedby="auto-publish-help"
              />
              {t("autoPublish")}
            </label>
            <p id="auto-publish-help" className="help">
              {t("autoPublishHelp")}
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="preserveEdits"
                defaultChecked={overview.data!.organization.preserve_edits}
                aria-describedby="preserve-edits-help"
              />
              {t("preserveEdits")}
            </label>
            <p id="preserve-edits-help" className="help">
              {t("preserveEditsHelp")}
            </p>
            <label>
              {t("defaultChannel")}
              <select
                name="defaultChannel"
                defaultValue={overview.data!.organization.default_channel}
                aria-describedby="channel-help"
              >
                {CSV_CHANNEL_SLUGS.map((slug) => (
                  <option key={slug} value={slug}>
                    {CHANNEL_NAMES[slug]}
                  </option>
                ))}
              </select>
            </label>
            <p id="channel-help" className="help">
              {t("defaultChannelHelp")}
            </p>
            {invalid || update.error ? (
              <p role="alert" className="error">
                {invalid ?? update.error?.message}
              </p>
            ) : null}
            {saved ? <p role="status">{t("saved")}</p> : null}
            <SubmitButton disabled={update.isPending}>{update.isPending ? t("saving") : t("save")}</SubmitButton>
          </form>
        )}
      </QueryState>
    </>
  );
}

export default function SettingsPage() {
  const t = useTranslations("Settings");
  return (
    <RolePage needs="admin" title={t("title")}>
      <SettingsPageContent />
    </RolePage>
  );
}
