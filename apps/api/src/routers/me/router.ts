import { router } from "../../trpc.js";
import { getMeRoute } from "./get-me.js";

export const meRouter = router({ get: getMeRoute });
