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
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { ModelViewer } from "./model-viewer";
import { type ImageRole, RoleOptions, Upload } from "./upload";
import { RoleGate } from "../../role";

type MediaItem = inferRouterOutputs<AppRouter>["media"]["list"]["media"][number];

const KIND = { image: "Image", video: "Video", model_3d: "3D model" } as const;

/** How an item is named to assistive technology and in the dialogs: its place and role. */
export const labelOf = (item: MediaItem, index: number) => `${KIND[item.type]} ${index + 1} (${item.role})`;

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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const label = labelOf(item, index);
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
        aria-label={`Move ${label}`}
      >
        ⠿ Move
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
            Role
            <select
              value={item.role}
              disabled={busy}
              onChange={(event) => onRole(event.target.value as ImageRole)}
              aria-label={`Role of ${label}`}
            >
              <RoleOptions />
            </select>
          </label>
        ) : (
          <span className="badge badge-ok">{item.role === "model_3d" ? "3D model" : item.role}</span>
        )}
        <button type="button" className="secondary small" onClick={onDelete} aria-label={`Delete ${label}`}>
          Delete
        </button>
      </div>
      {item.usdz_url ? (
        <a href={item.usdz_url} className="muted">
          USDZ file
        </a>
      ) : null}
    </li>
  );
}

/** The product's gallery: position order, drag or keyboard to reorder, a role per image, delete, upload. */
export function Gallery({ productId }: { productId: string }) {
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
      <h2 id="gallery-title">Gallery</h2>
      <QueryState isPending={media.isPending} error={media.error} rows={2}>
        {() => {
          const items = media.data!.media;
          if (items.length === 0) return <p className="empty">No media yet. Upload an image or a 3D model below.</p>;
          return (
            <>
              <p className="help">
                Drag an item by its Move handle, or focus the handle, press Space, move with the arrow keys and press Space again.
                The base image is the one a storefront shows first.
              </p>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={move}
                accessibility={{
                  announcements: {
                    onDragStart: ({ active }) => `Picked up item ${items.findIndex((item) => item.id === active.id) + 1}.`,
                    onDragOver: ({ over }) =>
                      over ? `Over place ${items.findIndex((item) => item.id === over.id) + 1}.` : "Not over a place.",
                    onDragEnd: ({ over }) =>
                      over ? `Dropped at place ${items.findIndex((item) => item.id === over.id) + 1}.` : "Dropped.",
                    onDragCancel: () => "Moving cancelled; the item is back in its place.",
                  },
                }}
              >
                <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
                  <ol className="gallery" aria-label="Media in gallery order">
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
        title={`Delete ${deleting?.label ?? "this item"}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: productId, media_id: deleting.item.id })}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>It leaves the gallery at once; the items after it move up one place.</p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
      <RoleGate needs="editor">
        <Upload productId={productId} onUploaded={refresh} />
      </RoleGate>
    </section>
  );
}
