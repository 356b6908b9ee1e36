import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { CSV_OPTIONS } from "./csv";

const BOM = "\uFEFF";

function csvOf(rows: (string | number)[][]): string {
  return stringify(rows, CSV_OPTIONS);
}

describe("a CSV download", () => {
  it("makes a text cell that a spreadsheet would run as a formula plain text", () => {
    for (const cell of ["=1+1", "+91 98290 12345", "-2", "@SUM(A1)", "\tx", "＝1+1"]) {
      const [line] = csvOf([[cell]])
        .slice(BOM.length)
        .split("\r\n");
      expect(line, JSON.stringify(cell)).toMatch(/^"?'/);
    }
    expect(csvOf([["\rx"]]).slice(BOM.length)).toMatch(/^"?'\r/);
    expect(csvOf([['=HYPERLINK("http://evil.example","Click")']])).toBe(
      `${BOM}"'=HYPERLINK(""http://evil.example"",""Click"")"\r\n`,
    );
  });

  it("leaves other text and numbers as they are", () => {
    expect(csvOf([["Asha = Verma", "", "1234.50", -5, 3]])).toBe(
      `${BOM}Asha = Verma,,1234.50,-5,3\r\n`,
    );
  });
});
