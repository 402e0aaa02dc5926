import { PRODUCT_PAGE_TAGS, safeHtml } from "@proseo/core/html";
import { parseDocument } from "htmlparser2";
import { createElement, Fragment, type ReactNode } from "react";

/** The content attribute that holds HTML (the API's description_html); every other one is plain text. */
export const HTML_ATTRIBUTE = "description";

/** The allow-list's elements that begin and end a line of the text (a line break in the text diffs and marks are found in). */
const INLINE = ["strong", "em", "b", "i", "a"];
const BLOCKS = new Set<string>(PRODUCT_PAGE_TAGS.filter((tag) => !INLINE.includes(tag)));
/** Elements whose text children are only the source's layout (React refuses text there). */
const NO_TEXT = new Set(["ul", "ol", "table", "thead", "tbody", "tr"]);

type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type RichNode = { tag: string; attrs: Record<string, string>; children: RichNode[] } | { text: string; at: number };

/** A stretch of the text shown as `as` (a claim marked, words removed or added). */
export interface TextRange {
  start: number;
  end: number;
  as: "mark" | "del" | "ins";
}

/** A table's rows written without a body (`<table><tr>`, as the allow-list allows) put in one, as a parser would. */
function inBodies(children: RichNode[]): RichNode[] {
  const out: RichNode[] = [];
  let body: RichNode[] | null = null;
  for (const child of children) {
    if (!("tag" in child) || child.tag !== "tr") {
      out.push(child);
      body = null;
    } else if (body) body.push(child);
    else {
      body = [child];
      out.push({ tag: "tbody", attrs: {}, children: body });
    }
  }
  return out;
}

/**
 * HTML sanitized to the product page's allow-list, as a tree of its elements and the text a reader
 * reads: its text nodes in order, each block on a line of its own, every text node's place in it.
 */
export function readHtml(html: string): { nodes: RichNode[]; text: string } {
  let text = "";
  const newline = () => {
    if (text && !text.endsWith("\n")) text += "\n";
  };
  const read = (children: ChildNode[], parent: string): RichNode[] =>
    children.flatMap((node): RichNode[] => {
      if (node.type === "text") {
        if (NO_TEXT.has(parent) && !node.data.trim()) return [];
        const at = text.length;
        text += node.data;
        return [{ text: node.data, at }];
      }
      if (node.type !== "tag") return [];
      const block = BLOCKS.has(node.name);
      if (block) newline();
      const attrs = node.name === "a" ? { ...node.attribs } : {};
      const children = read(node.children, node.name);
      const element = { tag: node.name, attrs, children: node.name === "table" ? inBodies(children) : children };
      if (block) newline();
      return [element];
    });
  const nodes = read(parseDocument(safeHtml(html)).children, "");
  return { nodes, text: text.trimEnd() };
}

/** The ranges of the text where each phrase occurs (the earliest, then the longest, first; none overlapping). */
export function phraseRanges(text: string, phrases: readonly string[]): TextRange[] {
  const ranges: TextRange[] = [];
  let from = 0;
  for (;;) {
    const [hit] = phrases
      .filter(Boolean)
      .map((phrase) => ({ phrase, at: text.indexOf(phrase, from) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length);
    if (!hit) return ranges;
    ranges.push({ start: hit.at, end: hit.at + hit.phrase.length, as: "mark" });
    from = hit.at + hit.phrase.length;
  }
}

/** A text at `at` of a text, the parts of it within a range wrapped in that range's element. */
function rangedText(text: string, at: number, ranges: readonly TextRange[]): ReactNode[] {
  const pieces: ReactNode[] = [];
  let position = at;
  const end = at + text.length;
  for (const range of ranges) {
    if (range.end <= position || range.start >= end) continue;
    const start = Math.max(range.start, position);
    if (start > position) pieces.push(text.slice(position - at, start - at));
    const stop = Math.min(range.end, end);
    pieces.push(createElement(range.as, { key: start }, text.slice(start - at, stop - at)));
    position = stop;
  }
  if (position < end) pieces.push(text.slice(position - at));
  return pieces;
}

function render(nodes: readonly RichNode[], ranges: readonly TextRange[]): ReactNode[] {
  return nodes.map((node, index) =>
    "text" in node
      ? createElement(Fragment, { key: index }, ...rangedText(node.text, node.at, ranges))
      : createElement(node.tag, { key: index, ...node.attrs }, ...render(node.children, ranges)),
  );
}

/** A plain text with the ranges marked (ranges sorted by start). */
export function RangedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return <>{rangedText(text, 0, ranges)}</>;
}

/**
 * A description rendered as the product page shows it, never its markup: sanitized to the product page's
 * allow-list (packages/core/src/html.ts) and built as elements, so no HTML string reaches the page;
 * `ranges` (over readHtml's text) are marked within it, across its elements.
 */
export function RichText({ html, ranges = [] }: { html: string; ranges?: readonly TextRange[] }) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  return <div className="rich-text">{render(readHtml(html).nodes, sorted)}</div>;
}

/** A description rendered with each of the phrases (the unsupported claims of a generated text) marked. */
export function MarkedHtml({ html, marks }: { html: string; marks: readonly string[] }) {
  return <RichText html={html} ranges={phraseRanges(readHtml(html).text, marks)} />;
}
