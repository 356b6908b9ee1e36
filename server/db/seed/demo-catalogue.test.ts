import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { specificationNamesHi, specificationValuesHi } from "./demo-specifications-hindi";

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

  it("gives every specification a Hindi name and value", () => {
    for (const product of demoCatalogue) {
      for (const [key, value] of product.specifications) {
        expect(specificationNamesHi[key], `${product.name}: ${key}`).toBeTruthy();
        expect(specificationValuesHi[value], `${product.name}: ${value}`).toBeTruthy();
      }
    }
  });

  it("describes products, not a service the shop never offered, in English and Hindi", () => {
    // Issue 33: installation, wall mounting, delivery by 'our team', a maker's service network.
    const claims =
      /\bour\b|\bwe\b|\bus\b|on request|service network|Jaipur|(^|\s)हम\s|हमारे|हमारी|माँगने पर|सर्विस नेटवर्क|जयपुर/i;
    for (const product of demoCatalogue) {
      expect(product.description, product.name).not.toMatch(claims);
      expect(product.descriptionHi, product.name).not.toMatch(claims);
    }
  });
});
