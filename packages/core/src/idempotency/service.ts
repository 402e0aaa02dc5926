import { createHash } from "node:crypto";
import type { Prisma } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";

export interface IdempotentRequest {
  orgId: string;
  /** The Idempotency-Key header; null runs the operation without the guard. */
  key: string | null;
  /** Method and route template, e.g. "POST /v1/products". */
  endpoint: string;
  payload: unknown;
  /** api-v1.md makes one exception: the upsert replays its first answer for a different batch. */
  onDifferentPayload?: "reject" | "replay";
  ttlHours: number;
}

export interface IdempotentResponse<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

const MAX_KEY_LENGTH = 255;
/** A claim without an answer this old belongs to a request whose process died: its transaction never committed. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** JSON with object keys sorted, so that equal payloads hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const reused = (why: string) => new AppError("idempotency_key_reused", `This Idempotency-Key was already used ${why}.`);

/** The outcome of presenting a key: an earlier answer to replay, or the right to do the work once. */
export type Claim<T> =
  | { kind: "replay"; response: IdempotentResponse<T> }
  | {
      kind: "run";
      /** Stores the answer inside the transaction that commits the work. */
      complete(tx: Tx, status: number, body: T): Promise<void>;
      /** Frees the key after a failure in which nothing was committed. */
      release(): Promise<void>;
    };

/**
 * Claims (organization, key) with a unique row inserted before the work. Work that spans several
 * transactions stores its answer with `complete` in the last one, so a retry either replays the
 * answer or finds that the work never committed.
 */
export async function claimIdempotencyKey<T>(deps: Deps, request: IdempotentRequest): Promise<Claim<T>> {
  const { db } = deps;
  if (request.key === null) return { kind: "run", complete: async () => {}, release: async () => {} };
  const key = request.key;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || /[^\x21-\x7e]/.test(key)) {
    throw new AppError("validation_failed", "The Idempotency-Key must be 1 to 255 visible ASCII characters.", [
      { path: "Idempotency-Key", message: "1 to 255 visible ASCII characters" },
    ]);
  }
  const requestHash = createHash("sha256").update(canonicalJson(request.payload)).digest("hex");
  const now = deps.now();
  await db.idempotencyRecord.deleteMany({
    where: {
      orgId: request.orgId,
      key,
      OR: [
        { expiresAt: { lte: now } },
        { responseStatus: null, createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
      ],
    },
  });

  const claimId = newId("idem");
  const expiresAt = new Date(now.getTime() + request.ttlHours * 3_600_000);
  const claimed = await db.$executeRaw`
    INSERT INTO "IdempotencyRecord" (id, "orgId", key, endpoint, "requestHash", "createdAt", "expiresAt")
    VALUES (${claimId}, ${request.orgId}, ${key}, ${request.endpoint}, ${requestHash}, ${now}, ${expiresAt})
    ON CONFLICT ("orgId", key) DO NOTHING`;

  if (claimed === 0) {
    const record = await db.idempotencyRecord.findUnique({ where: { orgId_key: { orgId: request.orgId, key } } });
    if (record && record.endpoint !== request.endpoint) throw reused("on another endpoint");
    if (record && record.requestHash !== requestHash && request.onDifferentPayload !== "replay") {
      throw reused("with a different payload");
    }
    if (!record || record.responseStatus === null) {
      throw new AppError("idempotency_in_flight", "A request with this Idempotency-Key is still running; retry shortly.");
    }
    return { kind: "replay", response: { status: record.responseStatus, body: record.responseBody as T, replayed: true } };
  }
  return {
    kind: "run",
    async complete(tx, status, body) {
      await tx.idempotencyRecord.update({
        where: { id: claimId },
        data: { responseStatus: status, responseBody: body as Prisma.InputJsonValue },
      });
    },
    async release() {
      await db.idempotencyRecord.deleteMany({ where: { id: claimId } });
    },
  };
}

/** Runs a single-transaction operation at most once per (organization, key). */
export async function withIdempotency<T>(
  deps: Deps,
  request: IdempotentRequest,
  operation: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResponse<T>> {
  const claim = await claimIdempotencyKey<T>(deps, request);
  if (claim.kind === "replay") return claim.response;
  try {
    return await deps.db.$transaction(async (tx) => {
      const response = await operation(tx);
      await claim.complete(tx, response.status, response.body);
      return { ...response, replayed: false };
    });
  } catch (error) {
    await claim.release();
    throw error;
  }
}
