export type { AppRouter } from "./router.js";
export { createApiServer } from "./http/server.js";
export { createServices, type AppServices } from "./services.js";
