import { router } from "../../trpc.js";
import { approveCandidateRoute } from "./approve-candidate.js";
import { approveProductsRoute } from "./approve-products.js";
import { getPublishedRoute } from "./get-published.js";
import { publishVersionRoute } from "./publish-version.js";
import { unpublishProductRoute } from "./unpublish-product.js";
import { unpublishProductsRoute } from "./unpublish-products.js";

export const publishingRouter = router({
  publish: publishVersionRoute,
  approve: approveCandidateRoute,
  unpublish: unpublishProductRoute,
  published: getPublishedRoute,
  approveMany: approveProductsRoute,
  unpublishMany: unpublishProductsRoute,
});
