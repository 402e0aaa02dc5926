import { router } from "./trpc.js";
import { aiMediaRouter } from "./routers/ai-media/router.js";
import { attributesRouter } from "./routers/attributes/router.js";
import { batchesRouter } from "./routers/batches/router.js";
import { channelsRouter } from "./routers/channels/router.js";
import { consoleRouter } from "./routers/console/router.js";
import { contentRulesRouter } from "./routers/content-rules/router.js";
import { generationsRouter } from "./routers/generations/router.js";
import { mediaRouter } from "./routers/media/router.js";
import { meRouter } from "./routers/me/router.js";
import { productsRouter } from "./routers/products/router.js";
import { publishingRouter } from "./routers/publishing/router.js";
import { webhooksRouter } from "./routers/webhooks/router.js";

export const appRouter = router({
  me: meRouter,
  products: productsRouter,
  attributes: attributesRouter,
  generations: generationsRouter,
  contentRules: contentRulesRouter,
  batches: batchesRouter,
  channels: channelsRouter,
  publishing: publishingRouter,
  media: mediaRouter,
  aiMedia: aiMediaRouter,
  webhooks: webhooksRouter,
  console: consoleRouter,
});

export type AppRouter = typeof appRouter;
