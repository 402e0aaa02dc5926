// The product page's HTML: what a description may hold, in one place for the API's sanitizer, the channels'
// files and the console, which renders descriptions with it and edits them with an editor of these tags only
// (apps/web/app/(console)/rich-text-editor.tsx). This module imports no database or Node code, so that the
// console's browser code can use it through the package entry "@proseo/core/html".
import sanitizeHtml from "sanitize-html";

/** The tags a product page's description may hold; any other is dropped with its text kept (scripts and styles with theirs). */
export const PRODUCT_PAGE_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "a",
] as const;

/** The schemes a link of a description may have. */
export const PRODUCT_PAGE_LINK_SCHEMES = ["http", "https", "mailto"] as const;

/** Tags and attributes a product page's description needs; everything else is dropped with its content kept. */
const PRODUCT_PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...PRODUCT_PAGE_TAGS],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: [...PRODUCT_PAGE_LINK_SCHEMES],
  disallowedTagsMode: "discard",
};

/**
 * HTML whose only tags are allowed ones without attributes (what the built-in writer writes): safe as
 * it is, so the sanitizer's parse is spared on the export's hot path.
 */
const PLAIN_HTML = new RegExp(`^(?:[^<]|</?(?:${PRODUCT_PAGE_TAGS.filter((tag) => tag !== "a").join("|")})>)*$`);

/**
 * HTML that a storefront can render as it is: no scripts, styles, event handlers or `javascript:`
 * links, whatever a text engine or the product's data put in it.
 */
export const safeHtml = (html: string): string =>
  !html ? "" : PLAIN_HTML.test(html) ? html.trim() : sanitizeHtml(html, PRODUCT_PAGE_HTML).trim();
