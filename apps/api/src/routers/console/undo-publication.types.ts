import { z } from "zod";
import { MAX_VERSION } from "@proseo/core";
import { productIdInput, productSchema } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

const served = z.number().int().min(1).max(MAX_VERSION).nullable();

export const undoPublicationInput = productIdInput
  .extend({
    served: served.describe("The version the action being undone left served (null: nothing)."),
    restore: served.describe("The version served before it, to serve again (null: nothing)."),
  })
  .strict()
  .refine(({ served, restore }) => served !== restore, {
    message: "served and restore are the same: there is nothing to undo",
    path: ["restore"],
  });

export const undoPublicationOutput = productSchema;

/** Undoing an approve or an unpublish is publishing: an editor's. */
export const undoPublicationMeta: ProcedureMeta = { role: "editor" };
