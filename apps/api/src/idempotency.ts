import { withIdempotency, type IdempotentRequest, type IdempotentResponse, type Tx } from "@proseo/core";
import type { Context } from "./context.js";

type KeyContext = Context & { org: { id: string } };

/** Runs a state-changing POST under the request's Idempotency-Key and answers with the stored status on a replay. */
export async function idempotent<T>(
  ctx: KeyContext,
  endpoint: string,
  payload: unknown,
  operation: (tx: Tx) => Promise<{ status: number; body: T }>,
  onDifferentPayload?: IdempotentRequest["onDifferentPayload"],
): Promise<T> {
  const { deps, config } = ctx.services;
  const result = await withIdempotency(
    deps,
    { orgId: ctx.org.id, key: ctx.idempotencyKey, endpoint, payload, onDifferentPayload, ttlHours: config.IDEMPOTENCY_TTL_HOURS },
    operation,
  );
  return answerWith(ctx, result);
}

/** Answers with a (possibly replayed) idempotent result: its stored status, and a header marking a replay. */
export function answerWith<T>(ctx: Context, result: IdempotentResponse<T>): T {
  ctx.response.status = result.status;
  if (result.replayed) ctx.response.headers["Idempotent-Replayed"] = "true";
  return result.body;
}
