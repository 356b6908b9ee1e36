import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import {
  filterProducts,
  toProductJson,
  type Product,
  type ProductListQuery,
} from "../../../domain/product";
import type { Database } from "../../db/schema";
import { insertProduct, listProducts, type NewProduct } from "./product.repository";

/** The full list as the API sends it, serialised and compressed once per catalogue change. */
export interface EncodedBody {
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Snapshot {
  products: Product[];
  byId: Map<number, Product>;
  fullList?: EncodedBody;
}

/**
 * The catalogue is read on every storefront page and changes only when the admin edits it, so it
 * is held in memory and rebuilt after a change instead of being queried per request.
 */
export class Catalog {
  #snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  #load(): Promise<Snapshot> {
    if (!this.#snapshot) {
      const loading = listProducts(this.db).then((products) => ({
        products,
        byId: new Map(products.map((product) => [product.id, product])),
      }));
      // A failed load must not be cached, or one database hiccup would break the shop for good.
      loading.catch(() => {
        if (this.#snapshot === loading) this.#snapshot = undefined;
      });
      this.#snapshot = loading;
    }
    return this.#snapshot;
  }

  invalidate(): void {
    this.#snapshot = undefined;
  }

  async list(query: ProductListQuery = {}): Promise<Product[]> {
    return filterProducts((await this.#load()).products, query);
  }

  async get(id: number): Promise<Product | undefined> {
    return (await this.#load()).byId.get(id);
  }

  async fullListBody(): Promise<EncodedBody> {
    const snapshot = await this.#load();
    snapshot.fullList ??= encodeJson({
      products: snapshot.products.map(toProductJson),
      count: snapshot.products.length,
    });
    return snapshot.fullList;
  }

  async addProducts(products: readonly NewProduct[]): Promise<number[]> {
    const now = new Date().toISOString();
    const ids = await this.db.transaction().execute(async (trx) => {
      const inserted: number[] = [];
      for (const product of products) inserted.push(await insertProduct(trx, product, now));
      return inserted;
    });
    this.invalidate();
    return ids;
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
