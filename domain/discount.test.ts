import { describe, expect, it } from "vitest";
import { discountLabel, discountPercent, savingPerUnit } from "./discount";

describe("discount", () => {
  it("labels the rounded percentage off the old price", () => {
    expect(discountLabel(75_000, 100_000)).toBe("25% OFF");
    expect(discountLabel(3_299_000, 4_599_000)).toBe("28% OFF");
  });

  it("is empty unless the old price is above a positive price", () => {
    expect(discountLabel(100_000, 100_000)).toBe("");
    expect(discountLabel(100_000, 0)).toBe("");
    expect(discountLabel(0, 100_000)).toBe("");
    expect(discountPercent(120_000, 100_000)).toBeNull();
  });

  it("saves nothing when the old price is not higher", () => {
    expect(savingPerUnit(75_000, 100_000)).toBe(25_000);
    expect(savingPerUnit(100_000, 90_000)).toBe(0);
  });
});
