export type { AppRouter } from "./router.js";
export { createApiServer } from "./http/app.js";
export { createServices, type AppServices } from "./services.js";
/** The public product's schema and mapping, for baselines that answer what /v1/products answers (bench). */
export { productSchema, productView } from "./contract/product.js";
