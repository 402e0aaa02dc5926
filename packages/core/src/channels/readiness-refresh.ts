// The stored readiness states (readiness.ts) follow the channels' required columns as this code
// defines them. A database written before a channel existed, or before one of its rules changed,
// holds states of another definition, or none: the counts would disagree with the files. This
// refresh, run at start, brings every live product's states to the current definition once per
// definition, in chunks of products, each its own short transaction; it resumes where it stopped
// (the progress row), stores only what changed (refreshReadiness), and runs in one process at a time.
import { setTimeout as sleep } from "node:timers/promises";
import type { Deps, Tx } from "../deps.js";
import { readinessDefinition, refreshReadiness } from "./readiness.js";

/** The progress row's id (one row). */
const PROGRESS = "readiness";
/** Products per transaction. */
const CHUNK = 1000;
/** The wait before a chunk whose first product another transaction holds is tried again. */
const RETRY_MS = 100;

interface Progress {
  definition: string;
  throughId: string | null;
  complete: boolean;
}

type Step = { done: true } | { done: false; refreshed: number; moved: boolean };

/**
 * One chunk: the next live products by id after the progress, those another transaction holds
 * skipped (so a writer never waits in a deadlock with this), the progress moved up to the first
 * skipped one (tried again next time). Another process refreshing at the same time holds the progress
 * row: this one leaves the work to it.
 */
async function refreshChunk(tx: Tx, definition: string, chunk: number): Promise<Step> {
  await tx.$executeRaw`INSERT INTO "ReadinessRefresh" (id, definition, "throughId", complete)
    VALUES (${PROGRESS}, ${definition}, NULL, false) ON CONFLICT (id) DO NOTHING`;
  const [progress] = await tx.$queryRaw<Progress[]>`
    SELECT definition, "throughId", complete FROM "ReadinessRefresh" WHERE id = ${PROGRESS} FOR UPDATE SKIP LOCKED`;
  if (!progress) return { done: true };
  const current = progress.definition === definition;
  if (current && progress.complete) return { done: true };
  const after = (current && progress.throughId) || "";
  const candidates = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Product" WHERE "deletedAt" IS NULL AND id > ${after} ORDER BY id LIMIT ${chunk}`;
  const ids = candidates.map(({ id }) => id);
  const locked = await tx.$queryRaw<{ id: string; orgId: string }[]>`
    SELECT id, "orgId" FROM "Product" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE SKIP LOCKED`;
  const firstSkipped = ids.findIndex((id, index) => locked[index]?.id !== id);
  const taken = firstSkipped === -1 ? locked : locked.slice(0, firstSkipped);
  const byOrg = new Map<string, string[]>();
  for (const { id, orgId } of taken) byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), id]);
  for (const [orgId, products] of byOrg) await refreshReadiness(tx, orgId, products);
  const through = taken.at(-1)?.id ?? (after || null);
  const complete = firstSkipped === -1 && ids.length < chunk;
  await tx.$executeRaw`UPDATE "ReadinessRefresh" SET definition = ${definition}, "throughId" = ${through}, complete = ${complete}
    WHERE id = ${PROGRESS}`;
  return { done: false, refreshed: taken.length, moved: taken.length > 0 || complete };
}

/**
 * Brings the stored readiness states of every live product to the current definition when they
 * follow another (or none); answers how many products it refreshed (0 when they were current or
 * another process is refreshing them).
 */
export async function refreshStaleReadiness(deps: Deps, chunk = CHUNK): Promise<number> {
  const definition = readinessDefinition();
  let refreshed = 0;
  for (;;) {
    const step = await deps.db.$transaction((tx) => refreshChunk(tx, definition, chunk));
    if (step.done) return refreshed;
    refreshed += step.refreshed;
    if (!step.moved) await sleep(RETRY_MS);
  }
}
