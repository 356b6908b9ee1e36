import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiError, ApiErrorCode } from "../../domain/api-error";

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
): Response {
  return c.json<ApiError>({ error: { code, message } }, status);
}

/** One readable sentence from a zod failure, naming the offending field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === "unrecognized_keys") {
        return `Unknown parameter ${issue.keys.map((key) => `'${key}'`).join(", ")}`;
      }
      const field = issue.path.join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}
