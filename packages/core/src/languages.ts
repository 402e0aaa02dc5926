import { z } from "zod";
import { LANGUAGE_CODE, LANGUAGE_CODE_HINT } from "./constants.js";
import { validationFailed } from "./validation.js";

export const languageCode = z.string().regex(LANGUAGE_CODE, LANGUAGE_CODE_HINT);

/** A language the organization writes in, or 422 naming the field (`path`) that asked for another. */
export function assertOrganizationLanguage(org: { languages: string[] }, language: string, path = "language"): void {
  if (org.languages.includes(language)) return;
  throw validationFailed([
    { path, message: `The organization does not use ${language}; its languages are ${org.languages.join(", ")}.` },
  ]);
}
