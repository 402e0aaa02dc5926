import {
  abandonedWorkAfterMs,
  cleanUp,
  ConfigError,
  GENERATION_RESERVATION,
  loadConfig,
  releaseAbandonedReservations,
} from "@proseo/core";
import { openConfiguredDatabase } from "./database.js";
import { createApiServer } from "./http/app.js";
import { createServices } from "./services.js";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, "server");
  const services = createServices(config, database);
  const app = await createApiServer(services);
  // Credits reserved by a generation whose process died come back at start and every few minutes.
  const sweep = () =>
    releaseAbandonedReservations(services.deps, GENERATION_RESERVATION, abandonedWorkAfterMs(config)).catch((error: unknown) =>
      console.error("Releasing abandoned reservations failed:", error),
    );
  void sweep();
  // Expired Idempotency-Key records and old finished jobs go at start and every hour.
  const tidy = () =>
    cleanUp(services.deps, config.RETENTION_DAYS).catch((error: unknown) => console.error("Cleaning up failed:", error));
  void tidy();
  setInterval(tidy, 60 * 60_000).unref();
  // Picks up queued jobs, including submissions a stopped process left unfinished.
  services.jobRunner.start();
  setInterval(sweep, 5 * 60_000).unref();
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(`Proseo API listening on http://localhost:${config.PORT}/v1 (${where})`);
  const stop = () => {
    app.server.closeAllConnections();
    void app
      .close()
      .then(() => services.jobRunner.stop())
      .then(() => services.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
