import type { APIRequestContext } from "@playwright/test";
import type { ProductJson, ProductListJson } from "../../domain/product-json";

/** The catalogue the server under test holds, so tests pick products by what they need. */
export async function listedProducts(request: APIRequestContext): Promise<ProductJson[]> {
  const response = await request.get("/api/products");
  return ((await response.json()) as ProductListJson).products;
}

/** The first product the test can use, or a failure that says what the catalogue lacks. */
export async function productWhere(
  request: APIRequestContext,
  wanted: (product: ProductJson) => boolean,
): Promise<ProductJson> {
  const product = (await listedProducts(request)).find(wanted);
  if (!product) throw new Error(`The catalogue has no product matching ${wanted.toString()}`);
  return product;
}
