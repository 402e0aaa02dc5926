import { router } from "../../trpc.js";
import { createFeedTokenRoute } from "./create-feed-token.js";
import { deleteFeedTokenRoute } from "./delete-feed-token.js";
import { getReadinessRoute } from "./get-readiness.js";
import { listChannelsRoute } from "./list-channels.js";
import { listFeedTokensRoute } from "./list-feed-tokens.js";
import { listIncompleteProductsRoute } from "./list-incomplete-products.js";
import { updateChannelRoute } from "./update-channel.js";

export const channelsRouter = router({
  list: listChannelsRoute,
  update: updateChannelRoute,
  readiness: getReadinessRoute,
  incompleteProducts: listIncompleteProductsRoute,
  createFeedToken: createFeedTokenRoute,
  listFeedTokens: listFeedTokensRoute,
  deleteFeedToken: deleteFeedTokenRoute,
});
