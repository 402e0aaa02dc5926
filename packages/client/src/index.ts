export {
  BATCH_POLL_INTERVAL_MS,
  createProseoClient,
  paginate,
  type ProseoClient,
  type ProseoClientOptions,
  unwrap,
  type WebhookEvent,
  webhooks,
} from "./client.js";
export { ProseoError } from "./errors.js";
export type { components, operations, paths } from "./generated/schema.js";
export type { RetryOptions } from "./retry.js";
