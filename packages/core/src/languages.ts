import { validationFailed } from "./validation.js";

/** A language the organization writes in, or 422 naming the field (`path`) that asked for another. */
export function assertOrganizationLanguage(org: { languages: string[] }, language: string, path = "language"): void {
  if (org.languages.includes(language)) return;
  throw validationFailed([
    { path, message: `The organization does not use ${language}; its languages are ${org.languages.join(", ")}.` },
  ]);
}
