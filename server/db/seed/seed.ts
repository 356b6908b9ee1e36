import type { Catalogue } from "../../modules/products/catalogue.service";
import type { NewProduct } from "../../modules/products/product.repository";
import type { ImageStorage } from "../../storage/image-storage";
import { demoCatalogue, type DemoProduct } from "./demo-catalogue";
import { productArtSvg } from "./product-art";

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
 * Fills an empty shop with the demo catalogue; a shop that has any product is left alone. Images
 * are drawn from the SVG sources in this folder, so seeding needs no network. `imagesOf` gives
 * each product's image URLs instead (tests copy pictures drawn once into each new shop).
 */
export async function seedDemoCatalogue(
  catalogue: Catalogue,
  storage: ImageStorage,
  imagesOf: (demo: DemoProduct) => Promise<string[]> = (demo) => renderDemoImages(demo, storage),
): Promise<number> {
  if ((await catalogue.list()).length > 0) return 0;
  const products: NewProduct[] = await Promise.all(
    demoCatalogue.map(async (demo) => ({
      name: demo.name,
      description: demo.description,
      nameHi: demo.nameHi ?? "",
      descriptionHi: demo.descriptionHi ?? "",
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
  const ids = await catalogue.addProducts(products.reverse());
  return ids.length;
}
