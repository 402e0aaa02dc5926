import { router } from "./trpc.js";
import { meRouter } from "./routers/me/index.js";

export const appRouter = router({
  me: meRouter,
});

export type AppRouter = typeof appRouter;
