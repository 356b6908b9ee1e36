import type { APIRequestContext } from "@playwright/test";

export interface ListedProduct {
  id: number;
  name: string;
  price: number;
  oldPrice: number;
  discount: string;
  images: string[];
  inStock: boolean;
  maxQuantity: number;
}

/** The catalogue the server under test holds, so tests pick products by what they need. */
export async function listedProducts(request: APIRequestContext): Promise<ListedProduct[]> {
  const response = await request.get("/api/products");
  return ((await response.json()) as { products: ListedProduct[] }).products;
}

/** The first product the test can use, or a failure that says what the catalogue lacks. */
export async function productWhere(
  request: APIRequestContext,
  wanted: (product: ListedProduct) => boolean,
): Promise<ListedProduct> {
  const product = (await listedProducts(request)).find(wanted);
  if (!product) throw new Error(`The catalogue has no product matching ${wanted.toString()}`);
  return product;
}
