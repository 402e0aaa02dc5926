"use client";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Pager } from "@proseo/ui";
import { useFormatter, useTranslations } from "next-intl";
import { useTRPC } from "../../trpc";
import { useCursorPages } from "../cursor-pages";
import { QueryState } from "../query-state";
import { RevisionChanges } from "./changes";

const HISTORY_PAGE = 20;

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
  const t = useTranslations("History");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), "moment");
  const Heading = level === 2 ? "h2" : "h3";
  const trpc = useTRPC();
  const pages = useCursorPages();
  const history = useQuery(trpc.products.revisions.queryOptions({ id: productId, limit: HISTORY_PAGE, cursor: pages.cursor }));
  const keys = useQuery(trpc.console.keys.list.queryOptions());
  const keyName = (id: string) => {
    const key = keys.data?.find((candidate) => candidate.id === id);
    return key
      ? key.name
        ? t("namedKey", { name: key.name, prefix: key.prefix })
        : t("key", { prefix: key.prefix })
      : t("key", { prefix: id });
  };

  return (
    <section aria-labelledby="history-title">
      <Heading id="history-title">{t("title")}</Heading>
      <QueryState isPending={history.isPending} error={history.error}>
        {() => (
          <>
            <ol className="history">
              {history.data!.revisions.map((revision) => (
                <li key={revision.version} data-testid={`version-${revision.version}`}>
                  <div className="row">
                    <strong>{t("version", { version: revision.version })}</strong>
                    <span className="muted">
                      {t(`reasons.${revision.reason}`)} · {when(revision.created_at)}
                    </span>
                    {revision.version === servedVersion ? <span className="badge badge-ok">{t("served")}</span> : null}
                    {onPublish && revision.version !== servedVersion && revision.reason !== "delete" ? (
                      <button type="button" className="secondary small" onClick={() => onPublish(revision.version)}>
                        {t.rich("publish", {
                          version: revision.version,
                          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                        })}
                      </button>
                    ) : null}
                  </div>
                  <RevisionChanges changes={revision.changes} />
                  {revision.publishing.length ? (
                    <ul className="events">
                      {revision.publishing.map((event) => (
                        <li key={`${event.action}-${event.at}-${event.actor.id}`}>
                          {t(`actions.${event.action}`, {
                            actor: event.actor.type === "api_key" ? keyName(event.actor.id) : t("consoleUser"),
                          })}{" "}
                          <span className="muted">· {when(event.at)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
            {history.data!.total === 1 ? <EmptyState>{t("onlyFirst")}</EmptyState> : null}
            {history.data!.total > HISTORY_PAGE ? (
              <Pager
                label={t("pages")}
                range={t("versions", { count: history.data!.total })}
                previousLabel={t("newer")}
                nextLabel={t("older")}
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
