import { router } from "../../trpc.js";
import { deleteProductProcedure } from "./delete-product.js";
import { getProductProcedure } from "./get-product.js";
import { listProductsProcedure } from "./list-products.js";
import { listRevisionsProcedure } from "./list-revisions.js";
import { updateProductProcedure } from "./update-product.js";
import { upsertProductsProcedure } from "./upsert-products.js";

export const productsRouter = router({
  list: listProductsProcedure,
  get: getProductProcedure,
  upsert: upsertProductsProcedure,
  update: updateProductProcedure,
  delete: deleteProductProcedure,
  revisions: listRevisionsProcedure,
});
