import { z } from "zod";
import {
  AppError,
  abandonedWorkAfterMs,
  answerNotRecorded,
  IDEMPOTENCY_KEY_PATTERN,
  runOnce,
  type AnswerRecorder,
  type IdempotentRequest,
} from "@proseo/core";
import type { OrgContext } from "./trpc.js";

/** The Idempotency-Key request header as the OpenAPI document states it. */
export const idempotencyKeyHeader = (required: boolean) => {
  const key = z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .describe(
      required
        ? "Mandatory (428 without): one value per operation, 1 to 255 visible ASCII characters, kept 24 hours."
        : "Recommended: one value per operation, 1 to 255 visible ASCII characters, kept 24 hours. A retry replays the first answer.",
    );
  return z.object({ "idempotency-key": required ? key : key.optional() });
};

interface IdempotencyOptions {
  /** POST /v1/batches answers 428 without a key. */
  required?: boolean;
  onDifferentPayload?: IdempotentRequest["onDifferentPayload"];
}

/**
 * The one way an endpoint honours the Idempotency-Key header. The use case stores the answer with
 * the recorder in the transaction that commits its effect; a repeated request gets the first
 * answer's status and exact bytes back, marked by `Idempotent-Replayed: true`.
 */
export async function idempotent<TResult, TView>(
  ctx: OrgContext,
  input: unknown,
  options: IdempotencyOptions,
  view: (result: TResult) => TView,
  run: (recorder: AnswerRecorder<TResult>) => Promise<TResult>,
): Promise<TView> {
  const { deps, config } = ctx.services;
  const key = ctx.idempotencyKey;
  if (key === null) {
    if (options.required) {
      throw new AppError("idempotency_key_required", "This endpoint requires an Idempotency-Key header.", [
        { path: "Idempotency-Key", message: "required" },
      ]);
    }
    return view(await run(answerNotRecorded));
  }
  const status = ctx.response.status ?? 200;
  const outcome = await runOnce(
    deps,
    {
      orgId: ctx.org.id,
      key,
      operation: ctx.procedurePath,
      payload: input,
      onDifferentPayload: options.onDifferentPayload,
      ttlHours: config.IDEMPOTENCY_TTL_HOURS,
      abandonedAfterMs: abandonedWorkAfterMs(config),
    },
    (result) => ({ status, body: JSON.stringify(view(result)) }),
    run,
  );
  if ("result" in outcome) return view(outcome.result);
  ctx.response.status = outcome.replayed.status;
  ctx.response.headers["Idempotent-Replayed"] = "true";
  return JSON.parse(outcome.replayed.body) as TView;
}
