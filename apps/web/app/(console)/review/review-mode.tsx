"use client";
import { ConfirmDialog, EmptyState, TabList, TabPanel } from "@proseo/ui";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { diffWords } from "diff";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useTRPC, useTRPCClient } from "../../trpc";
import { queueHref, queueInput, readQueueFilters } from "./queue-params";
import { ContentEditForm } from "../products/[id]/content-edit-form";
import { QueryState } from "../query-state";
import { useFieldName } from "../field-names";
import { Quality } from "../result-report";
import { useRoleAllows } from "../role";
import { useLanguageName } from "../../language-names";
import { CONTENT } from "./comparison";
import { History } from "./history";
import { HTML_ATTRIBUTE, RangedText, readHtml, RichText, type TextRange } from "../rich-text";
import { candidateVersion, ReviewActions, useReloadReview, useUnpublishWarning } from "./review-actions";

const WALK_PAGE = 50;
/** The keys, each with what it does in messages/ (ReviewMode.keys). */
const KEYS = [
  ["j", "next"],
  ["k", "previous"],
  ["l", "language"],
  ["a", "approve"],
  ["e", "edit"],
  ["u", "unpublish"],
  ["z", "undo"],
  ["?", "help"],
  ["Escape", "escape"],
] as const;

/** The texts a reviewer reads first, above the fold: then the other content attributes in generation's order. */
const FIRST = ["title", "short_description", "description"];

/** The last approve or unpublish, what undoing it puts back (console.review.undo), and where it was in the walk. */
interface LastAction {
  id: string;
  sku: string;
  what: "approve" | "unpublish";
  served: number | null;
  restore: number | null;
  index: number;
}

/** A value as one text to compare: a list one item a line, a question above its answer. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === "object" && "question" in item
          ? `${String(item.question)}\n${String((item as { answer?: unknown }).answer ?? "")}`
          : String(item),
      )
      .join("\n");
  }
  return JSON.stringify(value);
}

/** The words removed from the served text and added in the candidate's, as ranges over each text. */
function diffRanges(served: string, candidate: string) {
  const removed: TextRange[] = [];
  const added: TextRange[] = [];
  let inServed = 0;
  let inCandidate = 0;
  for (const part of diffWords(served, candidate)) {
    const end = (at: number) => at + part.value.length;
    if (part.removed) removed.push({ start: inServed, end: (inServed = end(inServed)), as: "del" });
    else if (part.added) added.push({ start: inCandidate, end: (inCandidate = end(inCandidate)), as: "ins" });
    else {
      inServed = end(inServed);
      inCandidate = end(inCandidate);
    }
  }
  return { removed, added };
}

/**
 * One field, served beside candidate, the words removed and added marked within the text; the
 * description rendered as the product page shows it, the words marked within its elements.
 */
function FieldDiff({ field, served, candidate }: { field: string; served: unknown; candidate: unknown }) {
  const t = useTranslations("ReviewMode");
  const fieldName = useFieldName();
  const html = field === HTML_ATTRIBUTE;
  const text = (value: unknown) => (html ? readHtml(typeof value === "string" ? value : "").text : asText(value));
  const sides = { removed: text(served), added: text(candidate) };
  const ranges = diffRanges(sides.removed, sides.added);
  const changed = ranges.removed.length + ranges.added.length > 0;
  const side = (show: "removed" | "added") =>
    !sides[show] ? (
      <span className="muted">—</span>
    ) : html ? (
      <RichText html={String(show === "removed" ? served : candidate)} ranges={ranges[show]} />
    ) : (
      <RangedText text={sides[show]} ranges={ranges[show]} />
    );
  return (
    <div className={changed ? "review-field changed" : "review-field"} data-testid={`review-${field}`}>
      <h4>
        {fieldName(field)} {changed ? <span className="badge badge-changed">{t("changed")}</span> : null}
      </h4>
      <div className="review-pair">
        <div>
          <span className="muted">{t("served")}</span>
          <div className="diff review-text">{side("removed")}</div>
        </div>
        <div>
          <span className="muted">{t("candidate")}</span>
          <div className="diff review-text">{side("added")}</div>
        </div>
      </div>
    </div>
  );
}

/** The keys, in the browser's own modal dialog (Escape closes it, focus returns where it was). */
function KeyHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("ReviewMode");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="review-keys-title" onClose={onClose}>
      <h2 id="review-keys-title">{t("keysTitle")}</h2>
      <dl className="review-keys">
        {KEYS.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`keys.${what}`)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {t("close")}
      </button>
    </dialog>
  );
}

/** A key pressed where it types text, or with a modifier, or under a dialog, is no command. */
function isCommand(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (target?.closest("input, textarea, select, [contenteditable='true']")) return false;
  return !document.querySelector("dialog[open]");
}

/**
 * The review queue one product at a time, made for the keyboard (j, k, a, e, u, ?, Escape): the
 * candidate beside the served record per language, the words changed marked, the quality checks
 * failed first, and the texts edited in place. It walks the queue in the URL's filters and order;
 * what is approved stays in the walk, so j and k keep their places.
 */
export function ReviewMode() {
  const t = useTranslations("ReviewMode");
  const languageName = useLanguageName();
  const unpublishWarning = useUnpublishWarning();
  const trpc = useTRPC();
  const reload = useReloadReview();
  const router = useRouter();
  const searchParams = useSearchParams();
  const client = useTRPCClient();
  // The queue's pages in its filters and order (the infinite query helper adds an input the strict list refuses).
  const walkInput = { ...queueInput(readQueueFilters(searchParams)), limit: WALK_PAGE };
  const walk = useInfiniteQuery({
    // Outside console.review's keys: what an action invalidates there must not reorder the walk.
    queryKey: ["review-walk", walkInput],
    queryFn: ({ pageParam }) => client.console.review.list.query({ ...walkInput, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const items = walk.data?.pages.flatMap((page) => page.products) ?? [];
  const total = walk.data?.pages[0]?.total ?? 0;
  const [index, setIndex] = useState(0);
  const current = items[index];
  const id = current?.id ?? "";
  const review = useQuery(trpc.console.review.get.queryOptions({ id }, { enabled: Boolean(current) }));
  const content = useQuery(trpc.console.content.get.queryOptions({ id }, { enabled: Boolean(current) }));
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const canPublish = useRoleAllows("editor");
  const approve = useMutation(trpc.publishing.approve.mutationOptions());
  const unpublish = useMutation(trpc.publishing.unpublish.mutationOptions());
  const undo = useMutation(trpc.console.review.undo.mutationOptions());
  const [last, setLast] = useState<LastAction | null>(null);

  const product = review.data?.product;
  const served = review.data?.published ?? null;
  const candidate = candidateVersion(product);
  const languages = product
    ? [...new Set([product.values, served?.values ?? {}].flatMap((values) => Object.values(values).flatMap(Object.keys)))].sort()
    : [];
  const language = chosen !== null && languages.includes(chosen) ? chosen : languages[0];
  const result = content.data?.results.find((candidateResult) => candidateResult.language === language);

  // Each product's heading takes the focus, so a screen reader says where the walk is.
  const shownId = product?.id;
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);
  // The next page of the queue comes before j reaches its end.
  useEffect(() => {
    if (index >= items.length - 1 && walk.hasNextPage && !walk.isFetchingNextPage) void walk.fetchNextPage();
  }, [index, items.length, walk]);

  function go(step: 1 | -1) {
    const next = index + step;
    if (next < 0) return setAnnouncement(t("first"));
    if (next >= items.length) return setAnnouncement(walk.hasNextPage ? t("loadingMore") : t("last"));
    setIndex(next);
    setEditing(false);
    setAnnouncement("");
    approve.reset();
    unpublish.reset();
    undo.reset();
  }

  function nextLanguage() {
    if (language === undefined || languages.length < 2) return;
    const next = languages[(languages.indexOf(language) + 1) % languages.length]!;
    setChosen(next);
    setEditing(false);
    setAnnouncement(t("languageShown", { language: languageName(next) }));
  }

  function approveCandidate() {
    if (!product || !canPublish) return;
    if (candidate === null) return setAnnouncement(t("nothingToApprove", { sku: product.sku, version: product.version }));
    const before = served?.version ?? null;
    approve.mutate(
      { id: product.id },
      {
        onSuccess: () => {
          reload();
          setLast({ id: product.id, sku: product.sku, what: "approve", served: candidate, restore: before, index });
          const more = index + 1 < items.length;
          setAnnouncement(t("approved", { sku: product.sku, version: candidate, more: String(more) }));
          if (more) go(1);
        },
      },
    );
  }

  function unpublishProduct() {
    if (!product) return;
    unpublish.mutate(
      { id: product.id },
      {
        onSuccess: () => {
          reload();
          setLast({ id: product.id, sku: product.sku, what: "unpublish", served: null, restore: served?.version ?? null, index });
          setAnnouncement(t("unpublished", { sku: product.sku }));
        },
        onSettled: () => setConfirmUnpublish(false),
      },
    );
  }

  function undoLast() {
    if (!last || !canPublish || undo.isPending) return;
    undo.mutate(
      { id: last.id, served: last.served, restore: last.restore },
      {
        onSuccess: () => {
          reload();
          setLast(null);
          setIndex(last.index);
          setEditing(false);
          setAnnouncement(
            last.restore === null
              ? t(last.what === "approve" ? "undoneApproveNothing" : "undoneUnpublishNothing", { sku: last.sku })
              : t(last.what === "approve" ? "undoneApprove" : "undoneUnpublish", { sku: last.sku, version: last.restore }),
          );
        },
      },
    );
  }

  function doneEditing(version: number | null) {
    setEditing(false);
    if (version !== null) setAnnouncement(t("saved", { sku: product?.sku ?? "", version }));
    requestAnimationFrame(() => heading.current?.focus());
  }

  const backToQueue = queueHref(readQueueFilters(searchParams));

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isCommand(event) || editing) return;
      const commands: Record<string, () => void> = {
        j: () => go(1),
        k: () => go(-1),
        a: approveCandidate,
        e: () => result?.status === "succeeded" && canPublish && setEditing(true),
        u: () => served && canPublish && setConfirmUnpublish(true),
        l: nextLanguage,
        z: undoLast,
        "?": () => setHelpOpen(true),
      };
      const command = event.key === "Escape" ? () => router.push(backToQueue) : commands[event.key];
      if (!command) return;
      event.preventDefault();
      command();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const failure = approve.error ?? unpublish.error ?? undo.error;
  return (
    <section aria-labelledby="review-mode-title" className="review-mode">
      <div className="row">
        <h1 id="review-mode-title">{t("title")}</h1>
        <Link href={backToQueue}>{t("back")}</Link>
        <button type="button" className="secondary small" aria-keyshortcuts="?" onClick={() => setHelpOpen(true)}>
          {t("keysButton")}
        </button>
      </div>
      <p className="muted review-key-hint">{t.rich("keyHint", { kbd: (chunks) => <kbd>{chunks}</kbd> })}</p>
      <div className="row review-announcement">
        <p role="status">{announcement}</p>
        {last && canPublish ? (
          <button type="button" className="secondary small" aria-keyshortcuts="z" disabled={undo.isPending} onClick={undoLast}>
            {t.rich(last.what === "approve" ? "undoApprove" : "undoUnpublish", {
              sku: last.sku,
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
          </button>
        ) : null}
      </div>
      <QueryState isPending={walk.isPending} error={walk.error}>
        {() =>
          !current ? (
            <EmptyState>{t("empty")}</EmptyState>
          ) : (
            <QueryState isPending={review.isPending} error={review.error} rows={6}>
              {() => (
                <>
                  <div className="row review-walk">
                    <h2 ref={heading} tabIndex={-1} data-testid="review-product">
                      <code>{product!.sku}</code> {product!.name}
                    </h2>
                    <nav aria-label={t("walk")} className="row">
                      <button type="button" className="secondary small" aria-keyshortcuts="k" onClick={() => go(-1)}>
                        {t("previous")}
                      </button>
                      <button type="button" className="secondary small" aria-keyshortcuts="j" onClick={() => go(1)}>
                        {t("next")}
                      </button>
                    </nav>
                  </div>
                  <p className="muted" data-testid="review-position">
                    {t("position", {
                      index: index + 1,
                      total,
                      candidate: candidate === null ? t("none") : t("version", { version: candidate }),
                      served: served ? t("version", { version: served.version }) : t("nothing"),
                    })}
                  </p>
                  {failure ? (
                    <p role="alert" className="error">
                      {failure.message}
                    </p>
                  ) : null}
                  {canPublish ? (
                    <ReviewActions
                      candidate={candidate}
                      served={served !== null}
                      approving={approve.isPending}
                      onApprove={approveCandidate}
                      onUnpublish={() => setConfirmUnpublish(true)}
                      shortcuts
                    >
                      {result?.status === "succeeded" && !editing ? (
                        <button type="button" className="secondary" aria-keyshortcuts="e" onClick={() => setEditing(true)}>
                          {t("editTexts")}
                        </button>
                      ) : null}
                    </ReviewActions>
                  ) : null}
                  {(["name", "brand", "category"] as const)
                    .filter((field) => served && served[field] !== product![field])
                    .map((field) => (
                      <FieldDiff key={field} field={field} served={served![field]} candidate={product![field]} />
                    ))}
                  {language === undefined ? (
                    <p className="empty">{t("noContent")}</p>
                  ) : (
                    <>
                      <TabList
                        group="review-language"
                        label={t("languages")}
                        tabs={languages.map((code) => ({ id: code, label: languageName(code) }))}
                        selected={language}
                        onSelect={(code) => {
                          setChosen(code);
                          setEditing(false);
                        }}
                      />
                      <TabPanel group="review-language" id={language}>
                        {editing && result ? (
                          <ContentEditForm
                            key={`${product!.id}-${language}-${product!.version}`}
                            productId={product!.id}
                            language={language}
                            texts={result}
                            onDone={doneEditing}
                          />
                        ) : null}
                        <div className="review-columns">
                          <div>
                            {[
                              ...FIRST,
                              ...CONTENT.filter((attribute) => !FIRST.includes(attribute)),
                              ...Object.keys(product!.values).filter((attribute) => !CONTENT.includes(attribute)),
                            ].map((field) => (
                              <FieldDiff
                                key={field}
                                field={field}
                                served={served?.values[field]?.[language]}
                                candidate={product!.values[field]?.[language]}
                              />
                            ))}
                          </div>
                          <div>
                            {result?.quality ? <Quality quality={result.quality} /> : <p className="muted">{t("noQuality")}</p>}
                          </div>
                        </div>
                      </TabPanel>
                    </>
                  )}
                  <History key={product!.id} productId={product!.id} servedVersion={served?.version ?? null} />
                </>
              )}
            </QueryState>
          )
        }
      </QueryState>
      <KeyHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        open={confirmUnpublish}
        title={t("stopServing")}
        confirmLabel={t("unpublish")}
        danger
        busy={unpublish.isPending}
        onConfirm={unpublishProduct}
        onCancel={() => setConfirmUnpublish(false)}
      >
        <p>{unpublishWarning(served?.version, product?.sku)}</p>
      </ConfirmDialog>
    </section>
  );
}
