import Papa from "papaparse";

/**
 * CSV formula injection: a spreadsheet runs a cell starting with one of these, so such a cell is
 * prefixed with `'` (papaparse's own default misses a value with a line break after the first character).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet shows it rather than runs it: `'` before a formula's start. */
export const guardedCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/**
 * Rows as RFC 4180 lines (CRLF, quoted where needed), each ending with its line break; every cell
 * guarded (guardedCell) but in the columns `guarded` marks false: those a platform's importer reads
 * as written, so that a guard would stay in the shop (docs/channels.md "Formula guards").
 */
export const csvLines = (rows: readonly (readonly string[])[], guarded: readonly boolean[] = []): string =>
  rows.length
    ? `${Papa.unparse(
        rows.map((row) => row.map((cell, index) => (guarded[index] === false ? cell : guardedCell(cell)))),
        { escapeFormulae: false, newline: "\r\n" },
      )}\r\n`
    : "";
