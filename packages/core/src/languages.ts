import { z } from "zod";

export const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "a language code such as en, de or pt-BR");
