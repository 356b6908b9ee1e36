import type { Product, ProductListQuery } from "../domain/product";
import type { ShopDetails } from "../domain/shop";

/** What page loaders may use: reads of the catalogue, never the database itself. */
export interface CatalogReader {
  list(query?: ProductListQuery): Promise<Product[]>;
  get(id: number): Promise<Product | undefined>;
}

/** The React Router load context: the only door from route modules into the server. */
export interface PageContext {
  // React Router's AppLoadContext is an open record; this says so for the fields below.
  [key: string]: unknown;
  catalog: CatalogReader;
  shop: ShopDetails;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts SSR emits. */
  cspNonce: string | undefined;
}
