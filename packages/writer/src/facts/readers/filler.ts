// Placeholder text a shop leaves in its catalog (WooCommerce's own sample products carry "Pellentesque habitant
// morbi tristique…" as their descriptions): no fact, no context, nothing a writer may paraphrase.
import type { Ignored, SupplierText } from "./reader.js";

/** Latin words of the Lorem ipsum passages themes and sample data ship with, which no text in the nine languages holds. */
const TELLING = new Set(
  [
    "lorem ipsum dolor consectetur adipiscing eiusmod incididunt aliqua ullamco laboris pellentesque habitant morbi",
    "tristique senectus malesuada egestas vestibulum feugiat ultricies aenean sagittis tincidunt vulputate ullamcorper",
    "himenaeos inceptos conubia torquent sociosqu taciti aptent curabitur phasellus vivamus dignissim pulvinar porttitor",
  ]
    .join(" ")
    .split(" "),
);

/** A line of Lorem ipsum: it holds three of the passage's own words. */
const isFiller = (line: string): boolean =>
  new Set((line.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => TELLING.has(word))).size >= 3;

/** The supplier's prose without its placeholder lines; a text that was nothing else is left out as empty. */
export function withoutFiller(prose: SupplierText[], ignored: Ignored[]): SupplierText[] {
  return prose.flatMap(({ key, text }) => {
    const lines = text.split("\n");
    const kept = lines.filter((line) => !isFiller(line));
    if (kept.length === lines.length) return [{ key, text }];
    const rest = kept.join("\n").trim();
    if (rest) return [{ key, text: rest }];
    ignored.push({ key, reason: "empty" });
    return [];
  });
}
