import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { CSV_OPTIONS, GST_CSV_OPTIONS } from "./csv";

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

describe("a GSTR-1 CSV", () => {
  const gstLine = (cell: string | number) => stringify([[cell]], GST_CSV_OPTIONS).split("\r\n")[0];

  it.each([
    ["=1+1", "'=1+1"],
    ["+91 98290 12345", "'+91 98290 12345"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])("neutralises the text cell %j as %s", (cell, written) => {
    expect(gstLine(cell)).toBe(written);
  });

  it.each([
    [-1234.5, "-1234.50"],
    [-0.07, "-0.07"],
    [134_978, "134978.00"],
    [18, "18.00"],
    [0, "0.00"],
  ])(
    "writes the amount %d as the number %s, with two decimals and no apostrophe",
    (cell, written) => {
      expect(gstLine(cell)).toBe(written);
    },
  );

  it("starts with the header row itself, no byte-order mark, and ends rows as Windows does", () => {
    expect(
      stringify(
        [
          ["HSN", "Rate"],
          ["8415", 18],
        ],
        GST_CSV_OPTIONS,
      ),
    ).toBe("HSN,Rate\r\n8415,18.00\r\n");
  });
});
