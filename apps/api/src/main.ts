import {
  abandonedWorkAfterMs,
  checkTextEngine,
  cleanUp,
  ConfigError,
  describeEngineCheck,
  GENERATION_RESERVATION,
  loadConfig,
  refreshStaleReadiness,
  releaseAbandonedReservations,
  startTextWork,
  VIDEO_SCRIPT_RESERVATION,
} from "@proseo/core";
import closeWithGrace from "close-with-grace";
import { openConfiguredDatabase } from "./database.js";
import { createApiServer } from "./http/app.js";
import { createServices } from "./services.js";

/** How long closing the services and the database may take after the grace, before the process just exits. */
const CLOSE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, "server");
  const services = createServices(config, database);
  // The console's /trpc on an address of its own (CONSOLE_PORT), or beside /v1.
  const separateConsole = config.CONSOLE_PORT !== undefined;
  const app = await createApiServer(services, { publicApi: true, consoleApi: !separateConsole });
  const consoleApp = separateConsole ? await createApiServer(services, { publicApi: false, consoleApi: true }) : null;
  // /metrics on an internal address of its own (METRICS_PORT), without a token.
  const metricsApp =
    config.METRICS_PORT !== undefined
      ? await createApiServer(services, { publicApi: false, consoleApi: false, openMetrics: true })
      : null;
  const { logger } = services;
  // Credits reserved by a generation or a script whose process died come back at start and every few minutes.
  const sweep = () =>
    Promise.all(
      [GENERATION_RESERVATION, VIDEO_SCRIPT_RESERVATION].map((prefix) =>
        releaseAbandonedReservations(services.deps, prefix, abandonedWorkAfterMs(config)),
      ),
    ).catch((error: unknown) => logger.error({ err: error }, "releasing abandoned reservations failed"));
  void sweep();
  // Expired Idempotency-Key records and old finished jobs go at start and every hour.
  const tidy = () =>
    cleanUp(services.deps, config.RETENTION_DAYS).catch((error: unknown) => logger.error({ err: error }, "cleaning up failed"));
  void tidy();
  setInterval(tidy, 60 * 60_000).unref();
  // Readiness states of a database older than a channel or one of its rules are refreshed once, in the background.
  void refreshStaleReadiness(services.deps)
    .then((refreshed) => refreshed && logger.info(`Readiness refreshed for ${refreshed} products.`))
    .catch((error: unknown) => logger.error({ err: error }, "refreshing the readiness failed"));
  // The text engine's server is asked what it supports, in the background; /readyz names an engine it cannot use.
  void checkTextEngine(services.deps.textEngine).then(
    (found) => found && logger[found.warnings.length ? "warn" : "info"]({ engine: found }, describeEngineCheck(found)),
    (error: unknown) => logger.error({ err: error }, "the text engine cannot be used"),
  );
  // Picks up queued jobs, including submissions a stopped process left unfinished.
  services.jobRunner.start();
  services.deps.batchProvider.start?.();
  setInterval(sweep, 5 * 60_000).unref();
  // The writer's threads start, and build their tables, before the first connection: no request pays for them (a
  // server that listened first served its first generations only after them, later than a restart's kill).
  const textWork = startTextWork({ threads: config.TEXT_THREADS, timeLimitMs: config.TEXT_TIME_LIMIT_MS });
  logger.info(`Writer ready in ${await textWork.warmUp()} ms (${config.TEXT_THREADS} threads)`);
  // Fastify's own line per address must not say "listening": the last line below says it once every listener is up.
  const listenTextResolver = (address: string) => `Accepting connections on ${address}`;
  await app.listen({ port: config.PORT, host: config.HOST, listenTextResolver });
  if (consoleApp) {
    await consoleApp.listen({ port: config.CONSOLE_PORT, host: config.CONSOLE_HOST, listenTextResolver });
    logger.info(`Console endpoint /trpc on http://${config.CONSOLE_HOST}:${config.CONSOLE_PORT} only`);
  }
  if (metricsApp) {
    await metricsApp.listen({ port: config.METRICS_PORT, host: config.CONSOLE_HOST, listenTextResolver });
    logger.info(`Metrics on http://${config.CONSOLE_HOST}:${config.METRICS_PORT}/metrics`);
  }
  const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
  logger.info(`Proseo API listening on http://localhost:${config.PORT}/v1 (${where})`);
  // SIGTERM or SIGINT: not ready at once, no new connections, requests in flight and the running job
  // finish (up to SHUTDOWN_GRACE_MS), then the database closes. A second signal, or a close that
  // hangs past the grace plus CLOSE_MS, ends the process at once (exit code 1).
  const servers = [app, consoleApp, metricsApp].filter((server) => server !== null);
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS + CLOSE_MS }, async ({ signal, err }) => {
    if (err) logger.error(err);
    logger.info(`Shutting down (${signal ?? "error"}): finishing requests in flight`);
    services.shuttingDown = true;
    const grace = setTimeout(() => {
      for (const server of servers) server.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    await Promise.all([
      ...servers.map((server) => server.close()),
      services.jobRunner.stop(config.SHUTDOWN_GRACE_MS),
      services.deps.batchProvider.stop?.(config.SHUTDOWN_GRACE_MS),
    ]);
    clearTimeout(grace);
    await Promise.all([services.close(), textWork.close()]);
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
