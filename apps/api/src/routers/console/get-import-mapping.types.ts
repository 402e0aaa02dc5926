import { z } from "zod";
import { IMPORT_MAPPING_KINDS, IMPORT_TARGET_NAMES } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";

export const importMappingKind = z
  .enum(IMPORT_MAPPING_KINDS)
  .describe("The kind of file: a platform's own export (woocommerce, shopify, akeneo) or any other CSV (csv).");
export const importMappingColumns = z
  .record(z.string().trim().min(1).max(255), z.enum(IMPORT_TARGET_NAMES))
  .describe("Where each column goes, by its header.");

export const getImportMappingInput = z.object({ kind: importMappingKind });
export const getImportMappingOutput = z.object({ kind: importMappingKind, columns: importMappingColumns });

export const getImportMappingMeta: ProcedureMeta = { role: "editor" };
