"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";

export default function SettingsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [saved, setSaved] = useState(false);
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
    const text = String(new FormData(event.currentTarget).get("languages"));
    update.mutate({
      languages: text
        .split(",")
        .map((code) => code.trim())
        .filter(Boolean),
    });
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
            {update.error ? (
              <p role="alert" className="error">
                {update.error.message}
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
