import { router } from "../../trpc.js";
import { getReadinessRoute } from "./get-readiness.js";
import { listChannelsRoute } from "./list-channels.js";
import { updateChannelRoute } from "./update-channel.js";

export const channelsRouter = router({ list: listChannelsRoute, update: updateChannelRoute, readiness: getReadinessRoute });
