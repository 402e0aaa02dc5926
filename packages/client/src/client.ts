import createClient, { type Client } from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import { ProseoError } from "./errors.js";
import { idempotentOperations } from "./generated/idempotent-operations.js";
import type { components, paths } from "./generated/schema.js";
import { DEFAULT_RETRY, type RetryOptions, retryingFetch, sleep } from "./retry.js";

type Batch = components["schemas"]["Batch"];
type ErrorBody = components["schemas"]["Error"];

export interface ProseoClientOptions {
  /** Where the service answers, e.g. `https://proseo.example.com` (the paths carry `/v1`). */
  baseUrl: string;
  /** An API key (`svck_...`). */
  apiKey: string;
  /** Retries of network errors, 409 `idempotency_in_flight`, 429 with Retry-After and 5xx (see retry.ts). */
  retry?: Partial<RetryOptions>;
  /** The fetch to send with; the runtime's own by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** An answer of the typed calls: its data, or the API's error body. */
interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}
/** What a successful answer holds (nothing for a 204). */
type DataOf<A> = A extends { error?: never; data: infer D } ? D : never;
type Unwrapped<A> = [DataOf<A>] extends [never] ? undefined : DataOf<A>;

/** The answer's data, or its error as a ProseoError. */
export function unwrap<A extends Answer>(answer: A): Unwrapped<A> {
  if (answer.error !== undefined || !answer.response.ok) {
    throw ProseoError.fromBody((answer.error as ErrorBody | undefined)?.error, answer.response);
  }
  return answer.data as Unwrapped<A>;
}

/** Polls a batch as the contract recommends: every 30 seconds. */
export const BATCH_POLL_INTERVAL_MS = 30_000;

export type ProseoClient = Client<paths> & ReturnType<typeof helpers>;

/**
 * A client of /v1: every operation of the OpenAPI document as a typed call (`GET`, `POST`, ... of
 * openapi-fetch; `unwrap` turns an answer into its data or a ProseoError), plus the few things
 * every integrator writes otherwise.
 */
export function createProseoClient(options: ProseoClientOptions): ProseoClient {
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options.fetch ?? ((request) => fetch(request)), { ...DEFAULT_RETRY, ...options.retry }),
  });
  // One Idempotency-Key per logical call, made before the first attempt so that every retry carries it.
  api.use({
    onRequest({ request, schemaPath }) {
      if (idempotentOperations.has(`${request.method} ${schemaPath}`) && !request.headers.has("idempotency-key")) {
        request.headers.set("Idempotency-Key", crypto.randomUUID());
      }
    },
  });
  return Object.assign(api, helpers(api));
}

function helpers(api: Client<paths>) {
  return {
    batches: {
      /**
       * Polls the batch (every `intervalMs`, 30 s by default, as the contract recommends) until it has
       * ended or was cancelled, and answers it. Each poll is what ingests the provider's results.
       */
      async waitUntilEnded(
        id: string,
        { intervalMs = BATCH_POLL_INTERVAL_MS, signal }: { intervalMs?: number; signal?: AbortSignal } = {},
      ) {
        for (;;) {
          const batch: Batch = unwrap(await api.GET("/v1/batches/{id}", { params: { path: { id } }, signal }));
          if (batch.status === "ended" || batch.status === "cancelled") return batch;
          await sleep(intervalMs, signal);
        }
      },
    },
    downloads: {
      /** The catalog's CSV file for a platform, as a stream (never held in memory whole). */
      async exportCatalog(query: paths["/v1/export/catalog.csv"]["get"]["parameters"]["query"], signal?: AbortSignal) {
        return stream(await api.GET("/v1/export/catalog.csv", { params: { query }, parseAs: "stream", signal }));
      },
      /** A channel's feed in its own format (CSV, TSV or JSON Lines), as a stream. */
      async channelFeed(
        slug: string,
        query: paths["/v1/channels/{slug}/feed"]["get"]["parameters"]["query"],
        signal?: AbortSignal,
      ) {
        return stream(
          await api.GET("/v1/channels/{slug}/feed", { params: { path: { slug }, query }, parseAs: "stream", signal }),
        );
      },
    },
    webhooks,
  };
}

function stream(answer: Answer & { data?: ReadableStream<Uint8Array> | null }): ReadableStream<Uint8Array> {
  const body = unwrap(answer) as ReadableStream<Uint8Array> | null | undefined;
  if (!body)
    throw new ProseoError({ status: answer.response.status, code: "unexpected_response", message: "The download has no body." });
  return body;
}

/**
 * Every item of a cursor-paged list, page after page: `fetchPage` asks for the page at a cursor
 * (undefined for the first), `itemsOf` picks its items.
 */
export async function* paginate<A extends Answer, Item>(
  fetchPage: (cursor: string | undefined) => Promise<A>,
  itemsOf: (page: DataOf<A>) => Item[],
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = unwrap(await fetchPage(cursor)) as DataOf<A> & { next_cursor?: string | null };
    yield* itemsOf(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}

/** An event as Proseo delivers it to a webhook endpoint. */
export interface WebhookEvent {
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

export const webhooks = {
  /**
   * Checks a delivery's Standard Webhooks signature and age with the endpoint's secret (`whsec_...`)
   * and answers its event; a forged, altered or stale delivery throws. `payload` is the raw body.
   */
  verify(payload: string, headers: Headers | Record<string, string | string[] | undefined>, secret: string): WebhookEvent {
    const entries = headers instanceof Headers ? [...headers] : Object.entries(headers);
    const plain = Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), [value ?? ""].flat().join(", ")]));
    return new Webhook(secret).verify(payload, plain) as WebhookEvent;
  },
};
