import { describe, expect, it } from "vitest";
import { namesInLanguage } from "./item-names";

const products = [
  { name: "LG 1.5 Ton AC", nameHi: "LG 1.5 टन एसी" },
  { name: "Kenstar Cooler", nameHi: "" },
];
const lines = [
  { name: "LG 1.5 Ton AC", quantity: 1 },
  { name: "Kenstar Cooler", quantity: 2 },
  { name: "Installation", quantity: 1 },
];

describe("ordered lines in the page's language", () => {
  it("names a line by its product's Hindi name on Hindi pages, else as ordered", () => {
    expect(namesInLanguage(lines, products, "hi").map((line) => line.name)).toEqual([
      "LG 1.5 टन एसी",
      "Kenstar Cooler",
      "Installation",
    ]);
    expect(namesInLanguage(lines, products, "en")).toEqual(lines);
  });
});
