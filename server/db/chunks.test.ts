import { describe, expect, it } from "vitest";
import { inChunks } from "./chunks";

describe("inChunks", () => {
  it("splits values into chunks of the given size, the last one holding the rest", () => {
    expect(inChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inChunks([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("gives no chunk for no values, so a loop over it runs no statement", () => {
    expect(inChunks([], 1000)).toEqual([]);
  });

  it("refuses a size that would never finish or lose values", () => {
    expect(() => inChunks([1], 0)).toThrow("A chunk holds at least one value, not 0");
    expect(() => inChunks([1], 1.5)).toThrow(RangeError);
  });
});
