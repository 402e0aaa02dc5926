"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "@proseo/ui";
import { useTRPC } from "../../trpc";
import { QueryState } from "../query-state";

const HISTORY_PAGE = 20;
const ACTIONS = { publish: "Published", approve: "Approved", unpublish: "Unpublished" } as const;

const when = (iso: string) => new Date(iso).toLocaleString();

/** The product's versions, newest first, each with who published, approved or unpublished it and when. */
export function History({
  productId,
  servedVersion,
  onPublish,
}: {
  productId: string;
  servedVersion: number | null;
  onPublish: (version: number) => void;
}) {
  const trpc = useTRPC();
  // The cursors of the newer pages, to go back; the newest page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const history = useQuery(trpc.products.revisions.queryOptions({ id: productId, limit: HISTORY_PAGE, cursor: cursors.at(-1) }));
  const keys = useQuery(trpc.console.keys.list.queryOptions());
  const keyName = (id: string) => {
    const key = keys.data?.find((candidate) => candidate.id === id);
    return key ? `API key ${key.name ? `“${key.name}” ` : ""}(${key.prefix}…)` : `API key ${id}`;
  };

  return (
    <section aria-labelledby="history-title">
      <h3 id="history-title">History</h3>
      <QueryState isPending={history.isPending} error={history.error}>
        {() => (
          <>
            <ol className="history">
              {history.data!.revisions.map((revision) => (
                <li key={revision.version} data-testid={`version-${revision.version}`}>
                  <div className="row">
                    <strong>Version {revision.version}</strong>
                    <span className="muted">
                      {revision.reason} · {when(revision.created_at)}
                    </span>
                    {revision.version === servedVersion ? <span className="badge badge-ok">served</span> : null}
                    {revision.version !== servedVersion && revision.reason !== "delete" ? (
                      <button type="button" className="secondary small" onClick={() => onPublish(revision.version)}>
                        Publish this version<span className="visually-hidden"> ({revision.version})</span>
                      </button>
                    ) : null}
                  </div>
                  {revision.publishing.length ? (
                    <ul className="events">
                      {revision.publishing.map((event) => (
                        <li key={`${event.action}-${event.at}-${event.actor.id}`}>
                          {ACTIONS[event.action]} by {event.actor.type === "api_key" ? keyName(event.actor.id) : "a console user"}{" "}
                          <span className="muted">· {when(event.at)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
            {history.data!.total > HISTORY_PAGE ? (
              <Pager
                label="History pages"
                range={`${history.data!.total} versions`}
                previousLabel="Newer versions"
                nextLabel="Older versions"
                onPrevious={cursors.length === 1 ? undefined : () => setCursors(cursors.slice(0, -1))}
                onNext={
                  history.data!.next_cursor === null
                    ? undefined
                    : () => setCursors([...cursors, history.data!.next_cursor ?? undefined])
                }
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
