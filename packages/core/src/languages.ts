import { z } from "zod";
import { LANGUAGE_CODE, LANGUAGE_CODE_HINT } from "./constants.js";

export const languageCode = z.string().regex(LANGUAGE_CODE, LANGUAGE_CODE_HINT);
