import { describe, expect, it } from "vitest";
import { FILE_FORMATS } from "./file-formats.js";

describe("the channel files' cells", () => {
  it("guards a Google TSV cell a spreadsheet would run as a formula, as the CSV exports do", () => {
    const rows = [["=1+2", "@SUM(A1:A9)", "+49 30 123", "-5% off", "a = b", 'He said "hi"']];
    const tsv = FILE_FORMATS.tsv.lines([], rows);
    expect(tsv).toBe(`'=1+2\t'@SUM(A1:A9)\t'+49 30 123\t'-5% off\ta = b\t"He said ""hi"""\n`);
    expect(FILE_FORMATS.csv.lines([], rows)).toContain("'=1+2");
  });
});
