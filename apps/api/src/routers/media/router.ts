import { router } from "../../trpc.js";
import { deleteMediaRoute } from "./delete-media.js";
import { listMediaDeltasRoute } from "./list-media-deltas.js";
import { listMediaRoute } from "./list-media.js";
import { updateMediaRoute } from "./update-media.js";

export const mediaRouter = router({
  list: listMediaRoute,
  update: updateMediaRoute,
  delete: deleteMediaRoute,
  deltas: listMediaDeltasRoute,
});
