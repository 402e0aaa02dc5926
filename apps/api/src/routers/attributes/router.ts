import { router } from "../../trpc.js";
import { listAttributesRoute } from "./list-attributes.js";
import { updateAttributeRoute } from "./update-attribute.js";

export const attributesRouter = router({ list: listAttributesRoute, update: updateAttributeRoute });
