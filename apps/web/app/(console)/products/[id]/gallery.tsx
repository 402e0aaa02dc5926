"use client";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { AppRouter } from "@proseo/api";
import { ConfirmDialog } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { ModelViewer } from "./model-viewer";
import { type ImageRole, RoleOptions, Upload } from "./upload";
import { RoleGate } from "../../role";

type MediaItem = inferRouterOutputs<AppRouter>["media"]["list"]["media"][number];

/** How an item is named to assistive technology and in the dialogs: its kind, place and role. */
export function useMediaLabel() {
  const t = useTranslations("Gallery");
  const roles = useTranslations("MediaRoles");
  return (item: Pick<MediaItem, "type" | "role">, index: number) =>
    t("itemLabel", { kind: item.type, place: index + 1, role: roles(item.role) });
}

function Tile({
  item,
  index,
  onRole,
  onDelete,
  busy,
}: {
  item: MediaItem;
  index: number;
  onRole: (role: ImageRole) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const t = useTranslations("Gallery");
  const roles = useTranslations("MediaRoles");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const label = useMediaLabel()(item, index);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "tile dragging" : "tile"}
      data-testid={`media-${index}`}
      data-media-id={item.id}
      // Set through the DOM (not a style attribute), which the Content-Security-Policy allows.
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        className="drag-handle secondary small"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("move", { label })}
      >
        ⠿ {t("moveHandle")}
      </button>
      {item.type === "model_3d" ? (
        <ModelViewer src={item.url} label={label} />
      ) : item.type === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: a generated clip has no speech to caption
        <video controls preload="metadata" src={item.url} aria-label={label} />
      ) : (
        // biome-ignore lint/performance/noImgElement: signed URLs that expire; Next's optimizer would fetch and cache them server-side
        <img src={item.url} alt={label} width={item.width ?? undefined} height={item.height ?? undefined} />
      )}
      <div className="tile-actions">
        {item.type === "image" ? (
          <label className="inline">
            {t("role")}
            <select
              value={item.role}
              disabled={busy}
              onChange={(event) => onRole(event.target.value as ImageRole)}
              aria-label={t("roleOf", { label })}
            >
              <RoleOptions />
            </select>
          </label>
        ) : (
          <span className="badge badge-ok">{roles(item.role)}</span>
        )}
        <button type="button" className="secondary small" onClick={onDelete} aria-label={t("delete", { label })}>
          {t("deleteButton")}
        </button>
      </div>
      {item.usdz_url ? (
        <a href={item.usdz_url} className="muted">
          {t("usdz")}
        </a>
      ) : null}
    </li>
  );
}

/** The product's gallery: position order, drag or keyboard to reorder, a role per image, delete, upload. */
export function Gallery({ productId }: { productId: string }) {
  const t = useTranslations("Gallery");
  const labelOf = useMediaLabel();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.media.list.queryKey({ id: productId });
  const media = useQuery(trpc.media.list.queryOptions({ id: productId }));
  const [deleting, setDeleting] = useState<{ item: MediaItem; label: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const update = useMutation(trpc.media.update.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(
    trpc.media.delete.mutationOptions({
      onSuccess: () => setDeleting(null),
      onSettled: refresh,
    }),
  );
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function move({ active, over }: DragEndEvent) {
    const items = media.data?.media;
    if (!items || !over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    // Shown in its new place at once; the list is read again when the API has answered.
    queryClient.setQueryData(listKey, { media: arrayMove(items, from, to).map((item, position) => ({ ...item, position })) });
    update.mutate({ id: productId, media_id: String(active.id), position: to });
  }

  function changeRole(changed: MediaItem, role: ImageRole) {
    const items = media.data!.media;
    // Shown at once, a new base demoting the old one as the API does.
    const shown = items.map((item) =>
      item.id === changed.id
        ? { ...item, role }
        : role === "base" && item.role === "base"
          ? { ...item, role: "gallery" as const }
          : item,
    );
    queryClient.setQueryData(listKey, { media: shown });
    update.mutate({ id: productId, media_id: changed.id, role });
  }

  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t("title")}</h2>
      <QueryState isPending={media.isPending} error={media.error} rows={2}>
        {() => {
          const items = media.data!.media;
          if (items.length === 0) return <p className="empty">{t("empty")}</p>;
          return (
            <>
              <p className="help">{t("help")}</p>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={move}
                accessibility={{
                  announcements: {
                    onDragStart: ({ active }) => t("pickedUp", { place: items.findIndex((item) => item.id === active.id) + 1 }),
                    onDragOver: ({ over }) =>
                      over ? t("over", { place: items.findIndex((item) => item.id === over.id) + 1 }) : t("notOver"),
                    onDragEnd: ({ over }) =>
                      over ? t("dropped", { place: items.findIndex((item) => item.id === over.id) + 1 }) : t("droppedNowhere"),
                    onDragCancel: () => t("cancelled"),
                  },
                }}
              >
                <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
                  <ol className="gallery" aria-label={t("order")}>
                    {items.map((item, index) => (
                      <Tile
                        key={item.id}
                        item={item}
                        index={index}
                        busy={update.isPending}
                        onRole={(role) => changeRole(item, role)}
                        onDelete={() => setDeleting({ item, label: labelOf(item, index) })}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
              <ErrorAlert error={update.error} />
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle", { label: deleting?.label ?? t("thisItem") })}
        confirmLabel={t("deleteButton")}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: productId, media_id: deleting.item.id })}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>{t("deleteText")}</p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
      <RoleGate needs="editor">
        <Upload productId={productId} onUploaded={refresh} />
      </RoleGate>
    </section>
  );
}
