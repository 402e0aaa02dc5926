import { bulkAction } from "./act-on-products.js";
import { unpublishProduct } from "./unpublish-product.js";

/** Stops serving each product as POST /v1/products/{id}/unpublish does, one product at a time. */
export const unpublishProducts = bulkAction(unpublishProduct, "unpublished");
