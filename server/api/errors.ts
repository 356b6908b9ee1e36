import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, ApiErrorCode } from "../../domain/api-error";
import type { Refusal } from "../../domain/refusals";

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  /** Why, as a code the shop's own pages say in their language (domain/refusals.ts). */
  refusal?: Refusal,
): Response {
  // A failure on the server's side is looked up in the log by its request id; a 4xx says itself
  // what was wrong with the request.
  const requestId = status >= 500 ? requestIdOf(c) : undefined;
  return c.json<ApiError>(
    {
      error: {
        code,
        message,
        ...(refusal ? { refusal } : {}),
        ...(requestId ? { requestId } : {}),
      },
    },
    status,
  );
}

/** The id the request log gave this request (server/http/request-log.ts). */
export function requestIdOf(c: Context): string | undefined {
  return c.get("requestId") as string | undefined;
}
