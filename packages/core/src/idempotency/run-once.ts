import { createHash } from "node:crypto";
import type { Deps, Tx } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";

export interface IdempotentRequest {
  orgId: string;
  /** The Idempotency-Key header. */
  key: string;
  /** Names the operation, so that a key reused for another one is refused. */
  operation: string;
  payload: unknown;
  /** The catalog upsert replays its first answer for a different batch (docs/contract.md "Idempotency"). */
  onDifferentPayload?: "reject" | "replay";
  ttlHours: number;
  /** An unanswered claim this old belongs to a request whose process died (config `abandonedWorkAfterMs`). */
  abandonedAfterMs: number;
}

/** An answer as first given: its status and its exact JSON text, so that a replay is byte-identical. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** What a use case receives to store its answer inside the transaction that commits its effect. */
export interface AnswerRecorder<T> {
  record(tx: Tx, result: T): Promise<void>;
}

/** For calls made without an Idempotency-Key. */
export const answerNotRecorded: AnswerRecorder<unknown> = { record: async () => {} };

/** An Idempotency-Key: 1 to 255 visible ASCII characters (the OpenAPI document states this pattern). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** JSON with object keys sorted, so that equal payloads hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
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
type Claim =
  | { kind: "replay"; answer: StoredAnswer }
  | {
      kind: "run";
      /** Stores the answer inside the transaction that commits the work. */
      complete(tx: Tx, answer: StoredAnswer): Promise<void>;
      /** Frees the key after a failure in which nothing was committed. */
      release(): Promise<void>;
    };

/** Claims (organization, key) with a unique row inserted before the work. */
async function claimIdempotencyKey(deps: Deps, request: IdempotentRequest): Promise<Claim> {
  const { db } = deps;
  const key = request.key;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
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
        { responseStatus: null, createdAt: { lt: new Date(now.getTime() - request.abandonedAfterMs) } },
      ],
    },
  });

  const claimId = newId("idem");
  const expiresAt = new Date(now.getTime() + request.ttlHours * 3_600_000);
  const claimed = await db.$executeRaw`
    INSERT INTO "IdempotencyRecord" (id, "orgId", key, endpoint, "requestHash", "createdAt", "expiresAt")
    VALUES (${claimId}, ${request.orgId}, ${key}, ${request.operation}, ${requestHash}, ${now}, ${expiresAt})
    ON CONFLICT ("orgId", key) DO NOTHING`;

  if (claimed === 0) {
    const record = await db.idempotencyRecord.findUnique({ where: { orgId_key: { orgId: request.orgId, key } } });
    if (record && record.endpoint !== request.operation) throw reused("on another endpoint");
    if (record && record.requestHash !== requestHash && request.onDifferentPayload !== "replay") {
      throw reused("with a different payload");
    }
    if (!record || record.responseStatus === null) {
      throw new AppError("idempotency_in_flight", "A request with this Idempotency-Key is still running; retry shortly.");
    }
    return { kind: "replay", answer: { status: record.responseStatus, body: record.responseBody as string } };
  }
  return {
    kind: "run",
    async complete(tx, answer) {
      await tx.idempotencyRecord.update({
        where: { id: claimId },
        data: { responseStatus: answer.status, responseBody: answer.body },
      });
    },
    async release() {
      await db.idempotencyRecord.deleteMany({ where: { id: claimId } });
    },
  };
}

/**
 * Runs `work` at most once per (organization, key); a repeated request gets the first answer back.
 * `work` stores its answer with the recorder inside the transaction that commits its effect, so a
 * retry either replays that answer or finds that the work never committed and may run it.
 */
export async function runOnce<T>(
  deps: Deps,
  request: IdempotentRequest,
  answer: (result: T) => StoredAnswer,
  work: (recorder: AnswerRecorder<T>) => Promise<T>,
): Promise<{ replayed: StoredAnswer } | { result: T }> {
  const claim = await claimIdempotencyKey(deps, request);
  if (claim.kind === "replay") return { replayed: claim.answer };
  try {
    return { result: await work({ record: (tx, result) => claim.complete(tx, answer(result)) }) };
  } catch (error) {
    await claim.release();
    throw error;
  }
}
