import { ProseoError, retryAfterSeconds } from "./errors.js";

export interface RetryOptions {
  /** Attempts after the first; 0 turns retries off. */
  retries: number;
  /** The first backoff delay; each further one doubles (with full jitter) up to `maxDelayMs`. */
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 3, minDelayMs: 500, maxDelayMs: 20_000 };

/** Methods whose repetition changes nothing more than the first call did. */
const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"]);

/**
 * A fetch that retries what is safe to retry: a 429 that says when (Retry-After; the daily AI cap's
 * 429 says nothing and is final), and, for a request that may run twice (a repeatable method, or
 * an Idempotency-Key the server deduplicates by), network errors, 5xx and 409 `idempotency_in_flight`.
 * A request is sent again unchanged, Idempotency-Key included.
 */
export function retryingFetch(
  send: (request: Request) => Promise<Response>,
  options: RetryOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const repeatable = REPEATABLE_METHODS.has(request.method) || request.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= options.retries;
      let response: Response;
      try {
        response = await send(last ? request : request.clone());
      } catch (error) {
        if (request.signal.aborted) throw error;
        if (last || !repeatable) {
          throw new ProseoError(
            { status: 0, code: "network_error", message: `${request.method} ${request.url} failed` },
            { cause: error },
          );
        }
        await sleep(backoff(attempt, options), request.signal);
        continue;
      }
      const delay = last ? undefined : await retryDelay(response, repeatable, attempt, options);
      if (delay === undefined) return response;
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}

async function retryDelay(response: Response, repeatable: boolean, attempt: number, options: RetryOptions) {
  const retryAfter = retryAfterSeconds(response);
  // A 429 is refused before anything runs, so even a request that may not run twice can be sent again.
  if (response.status === 429) return retryAfter === undefined ? undefined : retryAfter * 1000;
  if (!repeatable) return undefined;
  if (response.status === 409) {
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { error?: { code?: string } } | undefined;
    if (body?.error?.code !== "idempotency_in_flight") return undefined;
    return retryAfter === undefined ? backoff(attempt, options) : retryAfter * 1000;
  }
  return response.status >= 500 ? backoff(attempt, options) : undefined;
}

/** Exponential backoff with full jitter. */
function backoff(attempt: number, { minDelayMs, maxDelayMs }: RetryOptions): number {
  return Math.random() * Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
