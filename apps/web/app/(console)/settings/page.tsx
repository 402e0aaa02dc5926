"use client";
import { CHANNEL_NAMES, CSV_CHANNEL_SLUGS, type CsvChannelSlug } from "@proseo/core/constants";
import { LANGUAGE_CODE, LANGUAGE_CODE_HINT } from "@proseo/writer/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";
import { RolePage } from "../role";

function SettingsPageContent() {
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
    setInvalid(wrong === undefined ? null : `“${wrong}” is not ${LANGUAGE_CODE_HINT}.`);
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
      <h1>Settings</h1>
      <QueryState isPending={overview.isPending} error={overview.error} rows={1}>
        {() => (
          <form onSubmit={submit} className="stack narrow">
            <label>
              Languages (used when a generation names none)
              <input
                name="languages"
                defaultValue={overview.data!.organization.languages.join(", ")}
                aria-describedby="languages-help"
              />
            </label>
            <p id="languages-help" className="help">
              Comma-separated language codes, e.g. en, de, fr.
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="autoPublish"
                defaultChecked={overview.data!.organization.auto_publish}
                aria-describedby="auto-publish-help"
              />
              Publish every generation at once
            </label>
            <p id="auto-publish-help" className="help">
              When on, each version a generation or a batch writes is served immediately, without review, when its texts pass the
              quality checks; those that fail wait in the Review queue. When off, new versions wait in the Review queue.
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="preserveEdits"
                defaultChecked={overview.data!.organization.preserve_edits}
                aria-describedby="preserve-edits-help"
              />
              Keep the texts people edited when generating again
            </label>
            <p id="preserve-edits-help" className="help">
              When on, a generation or a batch keeps each field a person wrote and writes the others to agree with it; a request
              may still say otherwise. Locked fields are always kept.
            </p>
            <label>
              Default export channel
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
              The CSV export uses it when a request names no channel.
            </p>
            {invalid || update.error ? (
              <p role="alert" className="error">
                {invalid ?? update.error?.message}
              </p>
            ) : null}
            {saved ? <p role="status">Saved.</p> : null}
            <button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save"}
            </button>
          </form>
        )}
      </QueryState>
    </>
  );
}

export default function SettingsPage() {
  return (
    <RolePage needs="admin" title="Settings">
      <SettingsPageContent />
    </RolePage>
  );
}
