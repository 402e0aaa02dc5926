import { getImportMapping } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { getImportMappingInput, getImportMappingMeta, getImportMappingOutput } from "./get-import-mapping.types.js";

export const getImportMappingRoute = sessionProcedure
  .meta(getImportMappingMeta)
  .input(getImportMappingInput)
  .output(getImportMappingOutput)
  .query(async ({ ctx, input }) => ({
    kind: input.kind,
    columns: await getImportMapping(ctx.services.deps, ctx.org.id, input.kind),
  }));
