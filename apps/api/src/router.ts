import { router } from "./trpc.js";
import { attributesRouter } from "./routers/attributes/router.js";
import { batchesRouter } from "./routers/batches/router.js";
import { channelsRouter } from "./routers/channels/router.js";
import { consoleRouter } from "./routers/console/router.js";
import { generationsRouter } from "./routers/generations/router.js";
import { meRouter } from "./routers/me/router.js";
import { productsRouter } from "./routers/products/router.js";
import { publishingRouter } from "./routers/publishing/router.js";

export const appRouter = router({
  me: meRouter,
  products: productsRouter,
  attributes: attributesRouter,
  generations: generationsRouter,
  batches: batchesRouter,
  channels: channelsRouter,
  publishing: publishingRouter,
  console: consoleRouter,
});

export type AppRouter = typeof appRouter;
