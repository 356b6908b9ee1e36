import type { NewProduct } from "../../modules/products/product.repository";
import { demoCatalogue, type DemoProduct } from "./demo-catalogue";
import { specificationNamesHi, specificationValuesHi } from "./demo-specifications-hindi";

/** Stores a demo product's pictures and gives their URLs. */
export type DemoImages = (demo: DemoProduct) => Promise<string[]>;

/**
 * The demo catalogue as products to add, in the order to add them, with the pictures `imagesOf`
 * stores (demo-pictures.ts: from the build, or drawn from the SVG art in this folder), so seeding
 * needs no network.
 */
export async function demoProductsOf(imagesOf: DemoImages): Promise<NewProduct[]> {
  const products: NewProduct[] = await Promise.all(
    demoCatalogue.map(async (demo) => ({
      name: demo.name,
      description: demo.description,
      nameHi: demo.nameHi,
      descriptionHi: demo.descriptionHi,
      pricePaise: demo.pricePaise,
      oldPricePaise: demo.oldPricePaise,
      images: await imagesOf(demo),
      brand: demo.brand,
      category: demo.category,
      rating: demo.rating,
      reviews: demo.reviews,
      inStock: demo.inStock,
      maxQuantity: demo.maxQuantity,
      specifications: demo.specifications.map(([key, value]) => ({
        key,
        value,
        keyHi: specificationNamesHi[key] ?? "",
        valueHi: specificationValuesHi[value] ?? "",
      })),
    })),
  );
  // The listing is newest first; inserting in reverse keeps the catalogue in its written order.
  return products.reverse();
}
