import type { z } from "zod";
import { apiErrorSchema } from "../../domain/api-error";
import { productIdSchema } from "../../domain/product-schemas";
import { orderIdSchema } from "./admin-orders";

/** One endpoint of the API's description (openapi.ts) and the answers they share. */
export interface Endpoint {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  pathParams?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Needs a signed-in admin's session cookie (401 without, 403 for writes from another site). */
  admin?: true;
}

export const invalid = { description: "Invalid request", schema: apiErrorSchema };
export const notFound = { description: "Not found", schema: apiErrorSchema };
export const refused = (description: string) => ({ description, schema: apiErrorSchema });
export const done = (description: string) => ({ description });
/** Every endpoint with a JSON body refuses other content types (server/api/validate.ts). */
export const notJson = refused("unsupported_media_type: the body is not sent as application/json");
export const orderId = { id: orderIdSchema };
export const productId = { id: productIdSchema };
