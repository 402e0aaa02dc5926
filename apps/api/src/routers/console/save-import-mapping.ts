import { saveImportMapping } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { saveImportMappingInput, saveImportMappingMeta, saveImportMappingOutput } from "./save-import-mapping.types.js";

export const saveImportMappingRoute = sessionProcedure
  .meta(saveImportMappingMeta)
  .input(saveImportMappingInput)
  .output(saveImportMappingOutput)
  .mutation(async ({ ctx, input }) => ({
    kind: input.kind,
    columns: await saveImportMapping(ctx.services.deps, ctx.org.id, input.kind, input.columns),
  }));
