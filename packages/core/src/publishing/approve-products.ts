import { bulkAction } from "./act-on-products.js";
import { approveCandidate } from "./approve-candidate.js";

/**
 * Approves each product's candidate as POST /v1/products/{id}/approve does, one product at a time; a
 * candidate failing the quality gate is skipped (`skip`) or approved (`include`).
 */
export const approveProducts = bulkAction(approveCandidate, "published");
