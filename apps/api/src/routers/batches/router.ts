import { router } from "../../trpc.js";
import { cancelBatchRoute } from "./cancel-batch.js";
import { createBatchRoute } from "./create-batch.js";
import { getBatchRoute } from "./get-batch.js";
import { listBatchItemsRoute } from "./list-batch-items.js";
import { listBatchesRoute } from "./list-batches.js";

export const batchesRouter = router({
  list: listBatchesRoute,
  create: createBatchRoute,
  get: getBatchRoute,
  items: listBatchItemsRoute,
  cancel: cancelBatchRoute,
});
