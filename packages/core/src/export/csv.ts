import Papa from "papaparse";

/**
 * CSV formula injection: a spreadsheet runs a cell starting with one of these, so such a cell is
 * prefixed with `'` (papaparse's own default misses a value with a line break after the first character).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows as RFC 4180 lines (CRLF, quoted where needed), each ending with its line break. */
export const csvLines = (rows: readonly (readonly string[])[]): string =>
  rows.length ? `${Papa.unparse(rows as string[][], { escapeFormulae: FORMULA_START, newline: "\r\n" })}\r\n` : "";
