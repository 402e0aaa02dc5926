import { router } from "../../trpc.js";
import { deleteProductRoute } from "./delete-product.js";
import { editContentRoute } from "./edit-content.js";
import { getFactsRoute } from "./get-facts.js";
import { getProductRoute } from "./get-product.js";
import { listProductsRoute } from "./list-products.js";
import { listRevisionsRoute } from "./list-revisions.js";
import { lockFieldsRoute } from "./lock-fields.js";
import { updateProductRoute } from "./update-product.js";
import { upsertProductsRoute } from "./upsert-products.js";

export const productsRouter = router({
  list: listProductsRoute,
  get: getProductRoute,
  facts: getFactsRoute,
  upsert: upsertProductsRoute,
  update: updateProductRoute,
  delete: deleteProductRoute,
  revisions: listRevisionsRoute,
  editContent: editContentRoute,
  lockFields: lockFieldsRoute,
});
