"use client";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Pager } from "@proseo/ui";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { RevisionChanges } from "./changes";

const HISTORY_PAGE = 20;
const ACTIONS = { publish: "Published", approve: "Approved", unpublish: "Unpublished" } as const;
/** What made each version. */
const REASONS = {
  import: "Imported",
  update: "Edited",
  generation: "Generated",
  delete: "Deleted",
  restore: "Restored",
  edit: "Text edited",
  lock: "Locks changed",
} as const;

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The product's versions, newest first, each with what changed (old → new), what made it, and who
 * published, approved or unpublished it and when; with `onPublish`, any other version can be published.
 */
export function History({
  productId,
  servedVersion,
  onPublish,
  level = 3,
}: {
  productId: string;
  servedVersion: number | null;
  onPublish?: (version: number) => void;
  /** The heading's level where the history sits. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const trpc = useTRPC();
  const pages = useCursorPages();
  const history = useQuery(trpc.products.revisions.queryOptions({ id: productId, limit: HISTORY_PAGE, cursor: pages.cursor }));
  const keys = useQuery(trpc.console.keys.list.queryOptions());
  const keyName = (id: string) => {
    const key = keys.data?.find((candidate) => candidate.id === id);
    return key ? `API key ${key.name ? `“${key.name}” ` : ""}(${key.prefix}…)` : `API key ${id}`;
  };

  return (
    <section aria-labelledby="history-title">
      <Heading id="history-title">History</Heading>
      <QueryState isPending={history.isPending} error={history.error}>
        {() => (
          <>
            <ol className="history">
              {history.data!.revisions.map((revision) => (
                <li key={revision.version} data-testid={`version-${revision.version}`}>
                  <div className="row">
                    <strong>Version {revision.version}</strong>
                    <span className="muted">
                      {REASONS[revision.reason]} · {when(revision.created_at)}
                    </span>
                    {revision.version === servedVersion ? <span className="badge badge-ok">served</span> : null}
                    {onPublish && revision.version !== servedVersion && revision.reason !== "delete" ? (
                      <button type="button" className="secondary small" onClick={() => onPublish(revision.version)}>
                        Publish this version<span className="visually-hidden"> ({revision.version})</span>
                      </button>
                    ) : null}
                  </div>
                  <RevisionChanges changes={revision.changes} />
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
            {history.data!.total === 1 ? (
              <EmptyState>
                Only the first version so far: each edit or generation adds a version here, with what it changed.
              </EmptyState>
            ) : null}
            {history.data!.total > HISTORY_PAGE ? (
              <Pager
                label="History pages"
                range={`${history.data!.total} versions`}
                previousLabel="Newer versions"
                nextLabel="Older versions"
                onPrevious={pages.previous}
                onNext={pages.next(history.data!.next_cursor)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
