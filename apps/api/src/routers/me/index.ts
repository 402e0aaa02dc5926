import { router } from "../../trpc.js";
import { getMe } from "./get-me.js";

export const meRouter = router({ get: getMe });
