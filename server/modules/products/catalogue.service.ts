import { createHash, randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import type { Product } from "../../../domain/product";
import type { ApplianceKind } from "../../../domain/appliance-kinds";
import { toStorefrontProductJson, type StorefrontProductJson } from "../../../domain/product-json";
import type { ReviewTally } from "../../../domain/reviews";
import type { ProductTax } from "../../../domain/bills/product-tax";
import { stockMessages } from "../../../domain/stock-count";
import {
  brandsOf,
  searchCatalogue,
  searchEntry,
  type CatalogueFilter,
  type SearchEntry,
} from "../../../domain/search";
import { isDatabaseUnavailable } from "../../db/database-unavailable";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import {
  deleteProduct,
  deleteProducts,
  findProductById,
  insertProduct,
  insertProductOnce,
  listProducts,
  productIdByAddKey,
  setProductInStock,
  updateProduct,
  type NewProduct,
} from "./product.repository";
import { serviceLog } from "../../service-log";
import { saveProductTax } from "../bills/product-tax.repository";
import { insertStockMovements, setStockQuantity } from "./stock.repository";
import { publishedTallies } from "../reviews/reviews.repository";
import { listDemoProductIds } from "./demo-catalogue.repository";
import type { Executor } from "../../db/executor";

const log = serviceLog("catalogue");

/** The full list as the API sends it, serialised and compressed once per catalogue change. */
export interface EncodedBody {
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Snapshot {
  products: Product[];
  byId: Map<number, Product>;
  /** Each product's published reviews added up: what its shown rating is made of. */
  tallies: Map<number, ReviewTally>;
  /** The demo's products still in the catalogue: the API marks them and sends no typed rating. */
  demo: ReadonlySet<number>;
  fullList?: EncodedBody;
  /** The products' search entries in list order, built on the first search after a change. */
  searchEntries?: SearchEntry[];
}

/** What the admin's add form gives beside the product's own fields. */
export interface ProductAddition {
  /** The form's own key: the same form sent again answers the product it added. */
  addKey?: string;
  /** The count given on the add form, its first in the stock history, by the admin who added it. */
  firstCount?: { quantity: number; adminEmail: string };
  tax?: ProductTax;
}

const NO_REVIEWS: ReviewTally = { count: 0, starsTotal: 0 };

function jsonOf(snapshot: Snapshot, product: Product): StorefrontProductJson {
  return toStorefrontProductJson(
    product,
    snapshot.tallies.get(product.id) ?? NO_REVIEWS,
    snapshot.demo.has(product.id),
  );
}

/**
 * The catalogue is read on every storefront page and changes only when the admin edits it, so it
 * is held in memory and rebuilt after a change instead of being queried per request.
 */
export class Catalogue {
  #snapshot: Promise<Snapshot> | undefined;
  /** The last catalogue read from the database, served when a reload finds the database away. */
  #lastLoaded: Snapshot | undefined;
  /** Tells this instance's announcements apart from those of other instances on the same database. */
  readonly #origin = randomUUID();
  #version = 1;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
  ) {
    // Another instance changed the shared database, so the copy held here is out of date.
    events.subscribe("catalogue", (change) => {
      if (change.origin !== this.#origin) this.invalidate();
    });
  }

  #load(): Promise<Snapshot> {
    if (!this.#snapshot) {
      // A review published or taken off is announced as a catalogue change, so the tallies
      // reload with the products and every page and answer made of them moves on together.
      const loading: Promise<Snapshot> = Promise.all([
        listProducts(this.db),
        publishedTallies(this.db),
        listDemoProductIds(this.db),
      ]).then(
        ([products, tallies, demo]) => {
          const snapshot = {
            products,
            byId: new Map(products.map((product) => [product.id, product])),
            tallies,
            demo: new Set(demo),
          };
          this.#lastLoaded = snapshot;
          return snapshot;
        },
        (error: unknown) => {
          // A failed load must not be cached, or one database hiccup would break the shop for good.
          if (this.#snapshot === loading) this.#snapshot = undefined;
          // While the database is away the shop window keeps the catalogue it last saw.
          if (!this.#lastLoaded || !isDatabaseUnavailable(error)) throw error;
          // What is served now may not be what the database holds: nothing keyed by it may keep it.
          this.#version += 1;
          log.error(`Serving the catalogue as last loaded: ${(error as Error).message}`);
          return this.#lastLoaded;
        },
      );
      this.#snapshot = loading;
    }
    return this.#snapshot;
  }

  invalidate(): void {
    this.#snapshot = undefined;
    this.#version += 1;
  }

  /**
   * Goes up with every change this instance knows of (its own, and those other instances
   * announce), so caches keyed by it go stale together; also when a reload had to fall back to
   * the catalogue as last loaded.
   */
  get version(): number {
    return this.#version;
  }

  /** Newest first; with a search, the best matches first (domain/search.ts). */
  async list(filter: CatalogueFilter = {}): Promise<Product[]> {
    const snapshot = await this.#load();
    return searchCatalogue(snapshot.products, filter, this.#entries(snapshot));
  }

  /** The brands on offer, of one appliance kind when one is given. */
  async brands(type?: ApplianceKind): Promise<string[]> {
    const snapshot = await this.#load();
    return brandsOf(snapshot.products, this.#entries(snapshot), type);
  }

  #entries(snapshot: Snapshot): SearchEntry[] {
    snapshot.searchEntries ??= snapshot.products.map(searchEntry);
    return snapshot.searchEntries;
  }

  async get(id: number): Promise<Product | undefined> {
    return (await this.#load()).byId.get(id);
  }

  /** The product as the JSON API answers it, its rating as the shop shows it (`shownRating`). */
  async productJson(id: number): Promise<StorefrontProductJson | undefined> {
    const snapshot = await this.#load();
    const product = snapshot.byId.get(id);
    return product && jsonOf(snapshot, product);
  }

  /** The products matching a filter as the JSON API answers them. */
  async listJson(filter: CatalogueFilter): Promise<StorefrontProductJson[]> {
    const snapshot = await this.#load();
    const products = searchCatalogue(snapshot.products, filter, this.#entries(snapshot));
    return products.map((product) => jsonOf(snapshot, product));
  }

  async fullListBody(): Promise<EncodedBody> {
    const snapshot = await this.#load();
    snapshot.fullList ??= encodeJson({
      products: snapshot.products.map((product) => jsonOf(snapshot, product)),
      count: snapshot.products.length,
    });
    return snapshot.fullList;
  }

  /**
   * `alsoWrite` runs in the same transaction with the new ids (the demo's marks), so the change
   * announced after it is whole.
   */
  async addProducts(
    products: readonly NewProduct[],
    alsoWrite?: (trx: Executor, ids: readonly number[]) => Promise<void>,
  ): Promise<number[]> {
    const now = new Date().toISOString();
    const ids = await this.db.transaction().execute(async (trx) => {
      const inserted: number[] = [];
      for (const product of products) inserted.push(await insertProduct(trx, product, now));
      await alsoWrite?.(trx, inserted);
      return inserted;
    });
    await this.#changed();
    return ids;
  }

  /**
   * Adds one product as the admin's add form does, in one transaction with what the form gives
   * beside it (its first count in the stock history, its HSN and GST rate), so a refusal of any
   * part adds nothing. Returns the product as stored: the one the same form's key added before,
   * when the form is sent again.
   */
  async addProduct(product: NewProduct, addition: ProductAddition = {}): Promise<Product> {
    const { firstCount, tax, addKey } = addition;
    if (firstCount && (!Number.isInteger(firstCount.quantity) || firstCount.quantity < 0)) {
      throw new RangeError(stockMessages.firstNotWhole);
    }
    const now = new Date().toISOString();
    const added = await this.db.transaction().execute(async (trx) => {
      const id =
        addKey === undefined
          ? await insertProduct(trx, product, now)
          : await insertProductOnce(trx, product, now, addKey);
      if (id === undefined) return { id: await productIdByAddKey(trx, addKey!), created: false };
      if (firstCount) {
        await setStockQuantity(trx, id, firstCount.quantity, now);
        await insertStockMovements(trx, [
          {
            productId: id,
            kind: "adjusted",
            change: firstCount.quantity,
            quantityAfter: firstCount.quantity,
            orderNumber: null,
            reason: stockMessages.firstCount,
            adminEmail: firstCount.adminEmail,
            createdAt: now,
          },
        ]);
      }
      if (tax) await saveProductTax(trx, id, tax, now);
      return { id, created: true };
    });
    if (added.id === undefined) throw new Error(`The product added by form ${addKey} vanished`);
    if (added.created) await this.#changed();
    return this.#stored(added.id);
  }

  /**
   * Replaces a product's fields and, when the edit form gives them, its HSN and GST rate, in one
   * transaction, so a refused tax leaves the product as it was; undefined when it does not exist
   * (any more).
   */
  async updateProduct(
    id: number,
    product: NewProduct,
    tax?: ProductTax,
  ): Promise<Product | undefined> {
    const now = new Date().toISOString();
    const updated = await this.db.transaction().execute(async (trx) => {
      if (!(await updateProduct(trx, id, product, now))) return false;
      if (tax) await saveProductTax(trx, id, tax, now);
      return true;
    });
    if (!updated) return undefined;
    await this.#changed();
    return this.#stored(id);
  }

  async setInStock(id: number, inStock: boolean): Promise<Product | undefined> {
    const updated = await setProductInStock(this.db, id, inStock, new Date().toISOString());
    if (!updated) return undefined;
    await this.#changed();
    return this.#stored(id);
  }

  /** Returns false when there was no such product. */
  async deleteProduct(id: number): Promise<boolean> {
    const deleted = await deleteProduct(this.db, id);
    if (deleted) await this.#changed();
    return deleted;
  }

  /** Deletes several products in one change; how many existed. */
  async deleteProducts(ids: readonly number[]): Promise<number> {
    const deleted = await deleteProducts(this.db, ids);
    if (deleted > 0) await this.#changed();
    return deleted;
  }

  /** Read straight from the database: the cache may be rebuilding after the change just made. */
  async #stored(id: number): Promise<Product> {
    const product = await findProductById(this.db, id);
    if (!product) throw new Error(`Product ${id} vanished right after it was saved`);
    return product;
  }

  /** Every committed change ends here: drop the cached copy and tell open pages and other instances. */
  async #changed(): Promise<void> {
    this.invalidate();
    try {
      await this.events.publish("catalogue", {
        origin: this.#origin,
        changedAt: new Date().toISOString(),
      });
    } catch (error) {
      // The change is committed, so the caller must not see a failure; until the next announced
      // change, open pages and other instances show the catalogue as it was.
      log.error("Could not announce a catalogue change", error);
    }
  }
}

export function encodeJson(value: unknown): EncodedBody {
  const json = new Uint8Array(Buffer.from(JSON.stringify(value)));
  return {
    json,
    gzip: new Uint8Array(gzipSync(json)),
    etag: `"${createHash("sha1").update(json).digest("base64url")}"`,
  };
}
