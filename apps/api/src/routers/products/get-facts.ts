import { factLabel, formatFactValue, getProduct, readProduct } from "@proseo/core";
import { orgProcedure } from "../../trpc.js";
import { getFactsInput, getFactsMeta, getFactsOutput } from "./get-facts.types.js";

export const getFactsRoute = orgProcedure
  .meta(getFactsMeta)
  .input(getFactsInput)
  .output(getFactsOutput)
  .query(async ({ ctx, input: { id, language } }) => {
    const product = await getProduct(ctx.services.deps, ctx.org.id, id);
    const reading = readProduct(product.sourceData as Record<string, unknown>, language);
    const stated = new Set(reading.facts);
    const keys = Object.keys(product.sourceData as object);
    const order = (key: string) => {
      const index = keys.findIndex((column) => key === column || key.startsWith(`${column}.`));
      return index < 0 ? keys.length : index;
    };
    return {
      product_id: product.id,
      language,
      format: reading.format,
      data_language: reading.dataLanguage,
      facts: [...reading.facts, ...reading.unstated]
        .sort((a, b) => order(a.key) - order(b.key))
        .map((fact) => ({
          key: fact.key,
          concept: fact.concept,
          kind: fact.kind,
          label: factLabel(fact, language),
          value: formatFactValue(fact, language),
          stated: stated.has(fact),
        })),
      conflicts: reading.conflicts,
      ignored: reading.ignored,
    };
  });
