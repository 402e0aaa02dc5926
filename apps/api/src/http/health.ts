import type { FastifyInstance } from "fastify";
import { AppError, unusableTextEngine } from "@proseo/core";
import { migrationsApplied } from "@proseo/db";
import type { AppServices } from "../services.js";

/** A check not passed by then fails. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * What /readyz checks, by the name its answer gives the part, with what it says when the check fails
 * (the cause goes to the log only: the probe needs no key).
 */
const readinessChecks: Record<string, { failure: string; check(services: AppServices): Promise<unknown> }> = {
  database: { failure: "does not answer", check: (services) => services.deps.db.$queryRaw`SELECT 1` },
  migrations: {
    failure: "not all of the server's migrations are applied",
    check: async (services) => {
      if (!(await migrationsApplied(services.deps.db))) throw new Error("pending migrations");
    },
  },
  blob_store: { failure: "cannot be reached", check: (services) => services.deps.blobStore.assertReachable() },
  text_engine: {
    failure: "cannot be used: proseo engine check says why",
    check: async (services) => {
      const reason = unusableTextEngine(services.deps.textEngine);
      if (reason) throw new Error(reason);
    },
  },
  job_runner: {
    failure: "is not running",
    check: async (services) => {
      if (!services.jobRunner.running) throw new Error("stopped");
    },
  },
};
/** Whether the check passed in time; a failure's cause is logged. */
async function passes(part: string, services: AppServices): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(resolve, CHECK_TIMEOUT_MS, new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`));
  });
  const failure = await Promise.race([
    readinessChecks[part]!.check(services).then(
      () => null,
      (error: unknown) => error as Error,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  if (failure) services.logger.warn({ part, err: failure }, "readiness check failed");
  return failure === null;
}

/**
 * /healthz, liveness: the process serves, answered from the process alone (an orchestrator restarts a
 * container on it, and a database that is busy or away is no reason to). /readyz, readiness: it should
 * be sent requests (every part in readinessChecks passes, and it is not shutting down).
 */
export async function health(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get("/healthz", async () => ({ ok: true }));

  app.get("/readyz", async () => {
    if (services.shuttingDown) {
      throw new AppError("service_unavailable", "Not ready: the process is shutting down.", [
        { path: "process", message: "is shutting down" },
      ]);
    }
    const parts = Object.keys(readinessChecks);
    const passed = await Promise.all(parts.map((part) => passes(part, services)));
    const failed = parts.filter((_part, index) => !passed[index]);
    if (failed.length) {
      throw new AppError(
        "service_unavailable",
        `Not ready: ${failed.join(", ")}; see details.`,
        failed.map((part) => ({ path: part, message: readinessChecks[part]!.failure })),
      );
    }
    return { ok: true, checked: parts };
  });
}
