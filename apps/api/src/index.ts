export type { AppRouter } from "./router.js";
export { createApiServer } from "./http/app.js";
export { createServices, type AppServices } from "./services.js";
