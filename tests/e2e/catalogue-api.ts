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
