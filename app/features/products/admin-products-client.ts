import {
  productJsonSchema,
  type ProductInput,
  type ProductJson,
} from "../../../domain/product-schemas";
import { callAdminApi, sendJson } from "../admin/admin-api";

/** What a call to the admin API came to: the answer, or the status and the server's reason. */
export type AdminCallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string };

export const CONNECTION_LOST = "The shop could not be reached. Check your internet connection.";

async function call<T>(
  path: string,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
): Promise<AdminCallResult<T>> {
  const answer = await callAdminApi(path, init, read);
  if (answer.outcome === "done") return { ok: true, data: answer.data };
  if (answer.outcome === "refused") {
    return { ok: false, status: answer.status, message: answer.message };
  }
  return { ok: false, status: 0, message: CONNECTION_LOST };
}

const readProduct = async (response: Response) => productJsonSchema.parse(await response.json());

/** Adds a product (no id) or replaces one (with its id). */
export function saveProduct(
  input: ProductInput,
  id: number | undefined,
): Promise<AdminCallResult<ProductJson>> {
  return call(
    id === undefined ? "/api/admin/products" : `/api/admin/products/${id}`,
    sendJson(id === undefined ? "POST" : "PUT", input),
    readProduct,
  );
}

export function setProductStock(
  id: number,
  inStock: boolean,
): Promise<AdminCallResult<ProductJson>> {
  return call(`/api/admin/products/${id}`, sendJson("PATCH", { inStock }), readProduct);
}

export function deleteProduct(id: number): Promise<AdminCallResult<null>> {
  return call(`/api/admin/products/${id}`, { method: "DELETE" }, async () => null);
}
