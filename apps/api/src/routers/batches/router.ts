import { router } from "../../trpc.js";
import { cancelBatchRoute } from "./cancel-batch.js";
import { createBatchRoute } from "./create-batch.js";
import { getBatchRoute } from "./get-batch.js";

export const batchesRouter = router({ create: createBatchRoute, get: getBatchRoute, cancel: cancelBatchRoute });
