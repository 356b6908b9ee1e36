import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { demoImagesFromBuild } from "../../db/seed/demo-pictures";
import { demoProductsOf, type DemoImages } from "../../db/seed/seed";
import type { ImageStorage } from "../../storage/image-storage";
import type { Catalogue } from "./catalogue.service";
import {
  FIRST_START,
  imagesInUse,
  imagesOfProducts,
  listDemoProductIds,
  markDemoProducts,
  reachMilestone,
} from "./demo-catalogue.repository";

/**
 * The demo catalogue (issue 33): added on a database's first start only, so a catalogue the owner
 * emptied stays empty after any restart, and removable from the admin in one go.
 */
export class DemoCatalogue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: Catalogue,
    private readonly images: ImageStorage,
    /** Where `npm run build` left the demo's encoded pictures (BUILD_DIR). */
    private readonly buildDir: string,
  ) {}

  /**
   * Called on every start: true only on the database's first one. Claimed in the database, so of
   * several instances starting together exactly one sees it.
   */
  firstStart(): Promise<boolean> {
    return reachMilestone(this.db, FIRST_START, new Date().toISOString());
  }

  /** Fills an empty catalogue with the demo products; a shop with any product is left alone. */
  async seed(
    imagesOf: DemoImages = demoImagesFromBuild(this.buildDir, this.images),
  ): Promise<number> {
    if ((await this.catalogue.list()).length > 0) return 0;
    const products = await demoProductsOf(imagesOf);
    const ids = await this.catalogue.addProducts(products, markDemoProducts);
    return ids.length;
  }

  /** How many of the demo's products the shop still has. */
  async count(): Promise<number> {
    return (await listDemoProductIds(this.db)).length;
  }

  /** The demo's products the shop still has, so the storefront can mark them as the demo's. */
  async ids(): Promise<ReadonlySet<number>> {
    return new Set(await listDemoProductIds(this.db));
  }

  /**
   * Removes every demo product still there, then their pictures that no other product shows.
   * Tapped twice or by two admins, the second removes nothing.
   */
  async remove(): Promise<number> {
    const ids = await listDemoProductIds(this.db);
    const urls = await imagesOfProducts(this.db, ids);
    const removed = await this.catalogue.deleteProducts(ids);
    const kept = await imagesInUse(this.db, urls);
    for (const url of new Set(urls)) {
      if (!kept.has(url)) await this.images.deleteProductImage(url);
    }
    return removed;
  }
}
