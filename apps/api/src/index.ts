export type { AppRouter } from "./router.js";
