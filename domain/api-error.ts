import { z } from "zod";
import { REFUSAL_CODES, type RefusalCode } from "./refusals";

export const refusalSchema = z
  .object({
    code: z.enum(REFUSAL_CODES as [RefusalCode, ...RefusalCode[]]),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({
    id: "Refusal",
    description: "Why the request was refused, as a stable code and what it names",
  });

/** The one error shape every /api endpoint answers with (CONVENTIONS.md 'Validation and errors'). */
export const API_ERROR_CODES = [
  "invalid_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  /** The same idempotency key sent again with a different order (422). */
  "idempotency_key_reused",
  /** A destructive action (clear all orders) without its typed confirmation phrase. */
  "confirmation_required",
  "payload_too_large",
  /** A JSON endpoint sent anything but `application/json` (415). */
  "unsupported_media_type",
  "too_many_requests",
  "internal_error",
  /** The database cannot be reached for now; the answer carries Retry-After. */
  "database_unavailable",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The answer to any request that failed because the database could not be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The shop cannot reach its database just now. Please try again in a few seconds.";

/** The answer to any request that failed on the server's side for another reason (500). */
export const SERVER_FAILURE_MESSAGE = "Something went wrong on the server. Please try again.";

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      /** English, for a client that shows the reason as is. */
      message: z.string(),
      /** Why an order or booking was refused, as a code and what it names, for a page to say. */
      refusal: refusalSchema.optional(),
      /** On a server-side failure (5xx): the id of its line in the shop's log, to quote when reporting it. */
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;
