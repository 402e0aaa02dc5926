import { actorOf, undoPublication } from "@proseo/core";
import { productView } from "../../contract/product.js";
import { sessionProcedure } from "../../trpc.js";
import { undoPublicationInput, undoPublicationMeta, undoPublicationOutput } from "./undo-publication.types.js";

export const undoPublicationRoute = sessionProcedure
  .meta(undoPublicationMeta)
  .input(undoPublicationInput)
  .output(undoPublicationOutput)
  .mutation(async ({ ctx, input: { id, served, restore } }) =>
    productView(await undoPublication(ctx.services.deps, ctx.org.id, id, { served, restore }, actorOf(ctx.principal))),
  );
