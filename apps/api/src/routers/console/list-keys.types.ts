import { z } from "zod";
import { apiKeySchema } from "../../contract/api-key.js";

export const listKeysOutput = z.array(apiKeySchema);
