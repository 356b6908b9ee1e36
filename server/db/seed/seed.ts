import type { NewProduct } from "../../modules/products/product.repository";
import type { ImageStorage } from "../../storage/image-storage";
import { demoCatalogue, type DemoProduct } from "./demo-catalogue";
import { productArtSvg } from "./product-art";

/** Gives each demo product's image URLs (tests copy pictures drawn once into each new shop). */
export type DemoImages = (demo: DemoProduct) => Promise<string[]>;

/** Draws one demo product's pictures into the storage; returns their URLs. */
export function renderDemoImages(demo: DemoProduct, storage: ImageStorage): Promise<string[]> {
  return Promise.all(
    demo.art.views.map((view) => {
      const svg = productArtSvg(demo.art.kind, view, demo.art.palette);
      return storage.saveProductImage(Buffer.from(svg));
    }),
  );
}

/**
 * The demo catalogue as products to add, in the order to add them. Images are drawn from the SVG
 * sources in this folder, so seeding needs no network, unless `imagesOf` gives them.
 */
export async function demoProductsOf(
  storage: ImageStorage,
  imagesOf: DemoImages = (demo) => renderDemoImages(demo, storage),
): Promise<NewProduct[]> {
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
      specifications: demo.specifications.map(([key, value]) => ({ key, value })),
    })),
  );
  // The listing is newest first; inserting in reverse keeps the catalogue in its written order.
  return products.reverse();
}
