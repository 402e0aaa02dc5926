import { listChannels } from "@proseo/core";
import { channelView } from "../../contract/channel.js";
import { orgProcedure } from "../../trpc.js";
import { listChannelsInput, listChannelsMeta, listChannelsOutput } from "./list-channels.types.js";

export const listChannelsRoute = orgProcedure
  .meta(listChannelsMeta)
  .input(listChannelsInput)
  .output(listChannelsOutput)
  .query(async ({ ctx }) => ({ channels: (await listChannels(ctx.services.deps, ctx.org.id)).map(channelView) }));
