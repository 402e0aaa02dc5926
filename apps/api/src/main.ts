import { ConfigError, loadConfig } from "@proseo/core";
import { openConfiguredDatabase } from "./database.js";
import { createApiServer } from "./http/server.js";
import { createServices } from "./services.js";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, "server");
  const server = createApiServer(createServices(config, database));
  server.listen(config.PORT, config.HOST, () => {
    const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
    console.log(`Proseo API listening on http://localhost:${config.PORT}/v1 (${where})`);
  });
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void database.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
