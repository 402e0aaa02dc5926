import { batchStates, type Deps, jobQueueDepth, type ObservedEvent } from "@proseo/core";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Request durations in seconds: from a cached read to a generation that waits on an engine. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The process's Prometheus metrics. Counters count what this process did (sum them over processes):
 * requests, job runs, webhook attempts, credits charged and refunded, each counted once, by the process
 * that did it, after its transaction committed. Gauges of shared state (the job queue, batches) are read
 * from the database at scrape time and are the same from every process (take their max, not their sum).
 */
export function createMetrics(deps: Deps, jobNames: string[], pools: Record<string, pg.Pool | undefined>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestDuration = new Histogram({
    name: "proseo_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status.",
    labelNames: ["route", "method", "status"],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({ name: "proseo_http_requests_in_flight", help: "Requests being answered.", registers });
  const jobRuns = new Counter({
    name: "proseo_job_runs_total",
    help: "Job runs by job and outcome (done, retried, failed, dispatched to Inngest).",
    labelNames: ["job", "outcome"],
    registers,
  });
  const webhookDeliveries = new Counter({
    name: "proseo_webhook_deliveries_total",
    help: "Webhook delivery attempts by outcome (delivered, retrying, failed).",
    labelNames: ["outcome"],
    registers,
  });
  const creditsCharged = new Counter({
    name: "proseo_credits_charged_total",
    help: "Credits charged, by purpose (sync, batch, media).",
    labelNames: ["purpose"],
    registers,
  });
  const creditsRefunded = new Counter({
    name: "proseo_credits_refunded_total",
    help: "Credits refunded, by purpose.",
    labelNames: ["purpose"],
    registers,
  });
  const queued = new Gauge({ name: "proseo_jobs_queued", help: "Due jobs waiting, by job.", labelNames: ["job"], registers });
  const running = new Gauge({ name: "proseo_jobs_running", help: "Jobs running, by job.", labelNames: ["job"], registers });
  const oldestQueued = new Gauge({
    name: "proseo_jobs_oldest_queued_seconds",
    help: "How long the oldest due job has waited, by job.",
    labelNames: ["job"],
    registers,
  });
  const batches = new Gauge({ name: "proseo_batches", help: "Batches by state.", labelNames: ["state"], registers });
  const batchFailedProducts = new Gauge({
    name: "proseo_batch_failed_products",
    help: "Products batches ended without a description, over the batches kept.",
    registers,
  });
  new Gauge({
    name: "proseo_db_pool_connections",
    help: "PostgreSQL connections by pool and state (total, idle, waiting: queries waiting for a connection).",
    labelNames: ["pool", "state"],
    registers,
    collect() {
      for (const [name, pool] of Object.entries(pools)) {
        if (!pool) continue;
        this.set({ pool: name, state: "total" }, pool.totalCount);
        this.set({ pool: name, state: "idle" }, pool.idleCount);
        this.set({ pool: name, state: "waiting" }, pool.waitingCount);
      }
    },
  });

  /** Reads the shared state into its gauges; kinds that have nothing waiting read 0. */
  async function readDatabaseGauges(): Promise<void> {
    const [depths, states] = await Promise.all([jobQueueDepth(deps), batchStates(deps)]);
    for (const gauge of [queued, running, oldestQueued]) {
      gauge.reset();
      for (const job of jobNames) gauge.set({ job }, 0);
    }
    for (const depth of depths) {
      queued.set({ job: depth.job }, depth.queued);
      running.set({ job: depth.job }, depth.running);
      oldestQueued.set({ job: depth.job }, depth.oldestQueuedSeconds);
    }
    for (const [state, count] of Object.entries(states.batches)) batches.set({ state }, count);
    batchFailedProducts.set(states.failedProducts);
  }

  return {
    contentType: registry.contentType,
    /** The Prometheus text of every metric, the database's gauges read now. */
    async scrape(): Promise<string> {
      await readDatabaseGauges();
      return registry.metrics();
    },
    requestStarted(): () => void {
      inFlight.inc();
      return () => inFlight.dec();
    },
    requestAnswered(labels: { route: string; method: string; status: number }, seconds: number): void {
      requestDuration.observe(labels, seconds);
    },
    /** Counts one of core's events. */
    count(event: ObservedEvent): void {
      if (event.event === "job_run") jobRuns.inc({ job: event.job, outcome: event.outcome });
      else if (event.event === "webhook_delivery") webhookDeliveries.inc({ outcome: event.outcome });
      else (event.movement === "charge" ? creditsCharged : creditsRefunded).inc({ purpose: event.purpose }, event.amount);
    },
  };
}
