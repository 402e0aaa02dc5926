import { router } from "./trpc.js";
import { attributesRouter } from "./routers/attributes/index.js";
import { batchesRouter } from "./routers/batches/index.js";
import { consoleRouter } from "./routers/console/index.js";
import { generationsRouter } from "./routers/generations/index.js";
import { meRouter } from "./routers/me/index.js";
import { productsRouter } from "./routers/products/index.js";

export const appRouter = router({
  me: meRouter,
  products: productsRouter,
  attributes: attributesRouter,
  generations: generationsRouter,
  batches: batchesRouter,
  console: consoleRouter,
});

export type AppRouter = typeof appRouter;
