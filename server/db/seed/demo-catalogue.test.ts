import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";

describe("the demo catalogue", () => {
  it("gives every product a Hindi name and description that keep its brand and model", () => {
    expect(demoCatalogue).toHaveLength(26);
    for (const product of demoCatalogue) {
      expect(product.nameHi, product.name).toMatch(/[\u0900-\u097f]/);
      expect(product.descriptionHi, product.name).toMatch(/[\u0900-\u097f]/);
      expect(product.nameHi).toContain(product.brand);
      const model = /\(([^)]+)\)$/.exec(product.name)?.[1];
      if (model) expect(product.nameHi).toContain(`(${model})`);
    }
  });
});
