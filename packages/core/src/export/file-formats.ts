// How each kind of channel file writes its header and rows: the shop platforms' CSV (RFC 4180), a
// tab-separated feed (Google's text feed), and JSON Lines (OpenAI's product feed).
import type { FileKind } from "../channels/channels.js";
import { csvLines, guardedCell } from "./csv.js";

/** A cell: text, or a list or a flag (JSON Lines keeps their JSON types, text files write them as text). */
type FileCell = string | string[] | boolean;
/** A row's cells in header order. */
export type FileRow = FileCell[];

interface FileFormat {
  mediaType: string;
  /** The header line ('' when the format has none). */
  header(header: string[]): string;
  /** Rows as lines, each ending with its line break; `guarded` false: the column's cells get no formula guard (CSV). */
  lines(header: string[], rows: FileRow[], guarded?: readonly boolean[]): string;
}

/**
 * A cell of a tab-separated feed: one line without tabs; a cell a spreadsheet would run as a formula
 * (`=1+2`, `@SUM(…)`) is prefixed with `'`, as the CSV exports do (export/csv.ts); a cell holding a double
 * quote is quoted, its quotes doubled, so that a reader with CSV quoting (Google's, docs/channels.md) reads it
 * back as written.
 */
function tsvCell(cell: FileCell): string {
  const line = (Array.isArray(cell) ? cell.join(",") : String(cell)).replace(/\s+/g, " ").trim();
  const text = guardedCell(line);
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A row as one JSON object: the header's names as keys, empty texts and lists left out, flags as JSON booleans. */
const jsonLine = (header: string[], row: FileRow) =>
  JSON.stringify(
    Object.fromEntries(
      header.flatMap((name, index) => {
        const cell = row[index];
        return typeof cell === "boolean" || cell?.length ? [[name, cell]] : [];
      }),
    ),
  );

export const FILE_FORMATS: Record<FileKind, FileFormat> = {
  csv: {
    mediaType: "text/csv; charset=utf-8",
    header: (header) => csvLines([header]),
    lines: (_, rows, guarded) => csvLines(rows as string[][], guarded),
  },
  tsv: {
    mediaType: "text/tab-separated-values; charset=utf-8",
    header: (header) => `${header.join("\t")}\n`,
    lines: (_, rows) => rows.map((row) => `${row.map(tsvCell).join("\t")}\n`).join(""),
  },
  jsonl: {
    mediaType: "application/jsonl",
    header: () => "",
    lines: (header, rows) => rows.map((row) => `${jsonLine(header, row)}\n`).join(""),
  },
};
