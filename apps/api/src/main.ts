import {
  abandonedWorkAfterMs,
  cleanUp,
  ConfigError,
  GENERATION_RESERVATION,
  loadConfig,
  releaseAbandonedReservations,
  VIDEO_SCRIPT_RESERVATION,
} from "@proseo/core";
import { openConfiguredDatabase } from "./database.js";
import { createApiServer } from "./http/app.js";
import { createServices } from "./services.js";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, "server");
  const services = createServices(config, database);
  // The console's /trpc on an address of its own (CONSOLE_PORT), or beside /v1.
  const separateConsole = config.CONSOLE_PORT !== undefined;
  const app = await createApiServer(services, { publicApi: true, consoleApi: !separateConsole });
  const consoleApp = separateConsole ? await createApiServer(services, { publicApi: false, consoleApi: true }) : null;
  // Credits reserved by a generation or a script whose process died come back at start and every few minutes.
  const sweep = () =>
    Promise.all(
      [GENERATION_RESERVATION, VIDEO_SCRIPT_RESERVATION].map((prefix) =>
        releaseAbandonedReservations(services.deps, prefix, abandonedWorkAfterMs(config)),
      ),
    ).catch((error: unknown) => console.error("Releasing abandoned reservations failed:", error));
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
  if (consoleApp) {
    await consoleApp.listen({ port: config.CONSOLE_PORT, host: config.CONSOLE_HOST });
    console.log(`Console endpoint /trpc on http://${config.CONSOLE_HOST}:${config.CONSOLE_PORT} only`);
  }
  const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(`Proseo API listening on http://localhost:${config.PORT}/v1 (${where})`);
  const stop = () => {
    const servers = consoleApp ? [app, consoleApp] : [app];
    for (const server of servers) server.server.closeAllConnections();
    void Promise.all(servers.map((server) => server.close()))
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
