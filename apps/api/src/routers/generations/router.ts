import { router } from "../../trpc.js";
import { createGenerationRoute } from "./create-generation.js";

export const generationsRouter = router({ create: createGenerationRoute });
