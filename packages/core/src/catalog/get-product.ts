import type { Product } from "@proseo/db";
import type { Deps } from "../deps.js";
import { findLiveProduct } from "./live-products.js";

export const getProduct = (deps: Deps, orgId: string, productId: string): Promise<Product> =>
  findLiveProduct(deps, orgId, productId);
