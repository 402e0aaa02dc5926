import { assertScope, updateChannel } from "@proseo/core";
import { channelView } from "../../contract/channel.js";
import { orgProcedure } from "../../trpc.js";
import { updateChannelInput, updateChannelMeta, updateChannelOutput } from "./update-channel.types.js";

export const updateChannelRoute = orgProcedure
  .meta(updateChannelMeta)
  .input(updateChannelInput)
  .output(updateChannelOutput)
  .mutation(async ({ ctx, input: { slug, skip_incomplete, category_taxonomy, product_fields, settings } }) => {
    // Feed settings say what the feeds claim about the products (links, prices, seller): content's scope too.
    if (settings !== undefined) assertScope(ctx.principal, "content:manage");
    return channelView(
      await updateChannel(ctx.services.deps, ctx.org.id, slug, {
        skipIncomplete: skip_incomplete,
        categoryTaxonomy: category_taxonomy,
        productFields: product_fields,
        settings,
      }),
    );
  });
