import { z } from "zod";
import { LIMITS } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";
import { getImportMappingOutput, importMappingColumns, importMappingKind } from "./get-import-mapping.types.js";

export const saveImportMappingInput = z.object({
  kind: importMappingKind,
  columns: importMappingColumns.refine((columns) => Object.keys(columns).length <= LIMITS.importMappingColumns, {
    message: `at most ${LIMITS.importMappingColumns.toLocaleString("en")} columns`,
  }),
});
export const saveImportMappingOutput = getImportMappingOutput;

export const saveImportMappingMeta: ProcedureMeta = { role: "editor" };
