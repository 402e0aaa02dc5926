import type { GeneratedContent } from "../content.js";

/** The prose a shopper reads: the short description, then the description, which goes on from it. */
export const pageText = (content: Pick<GeneratedContent, "short_description" | "description_html">) =>
  `${content.short_description} ${content.description_html}`;
