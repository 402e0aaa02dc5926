import { listCategories } from "@proseo/core";
import { sessionProcedure } from "../../trpc.js";
import { listCategoriesInput, listCategoriesMeta, listCategoriesOutput } from "./list-categories.types.js";

export const listCategoriesRoute = sessionProcedure
  .meta(listCategoriesMeta)
  .input(listCategoriesInput)
  .output(listCategoriesOutput)
  .query(({ ctx, input }) => listCategories(ctx.services.deps, ctx.org.id, { awaitingReview: input.awaiting_review }));
