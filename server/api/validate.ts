import type { Context, Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ApiErrorCode } from "../../domain/api-error";
import { apiError } from "./errors";

type Target = "json" | "query" | "param";

export interface ValidationOptions {
  /** The code of a refusal; `invalid_request` unless the endpoint has a more specific one. */
  code?: ApiErrorCode;
  /**
   * Answer the message alone, without the field it is about: for messages written as sentences
   * to be shown as they are, such as the spec's product form messages.
   */
  bare?: boolean;
}

export const NOT_JSON_MESSAGE = "The request body must be JSON";
export const NOT_UTF8_MESSAGE = "The request body must be valid UTF-8";
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE =
  "The request body must be sent as Content-Type: application/json (UTF-8)";

/** `application/json`, optionally with a UTF-8 charset; every other type is refused with 415. */
function isJson(contentType: string): boolean {
  const [mediaType, ...parameters] = contentType.split(";").map((part) => part.trim());
  if (mediaType?.toLowerCase() !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name, value = ""] = parameter.split("=").map((part) => part.trim().toLowerCase());
    return name !== "charset" || value.replace(/^"(.*)"$/, "$1") === "utf-8";
  });
}

/**
 * The body as JSON, or the answer refusing it. A request with no body and no type reaches the
 * schema as `undefined`, so the schema says what is missing. Bytes that are not UTF-8 are refused
 * rather than stored as replacement characters.
 */
async function readJson(c: Context): Promise<{ value: unknown } | Response> {
  const contentType = c.req.header("Content-Type");
  if (contentType !== undefined && !isJson(contentType)) {
    return apiError(c, 415, "unsupported_media_type", UNSUPPORTED_MEDIA_TYPE_MESSAGE);
  }
  const bytes = await c.req.arrayBuffer();
  if (contentType === undefined) {
    if (bytes.byteLength === 0) return { value: undefined };
    return apiError(c, 415, "unsupported_media_type", UNSUPPORTED_MEDIA_TYPE_MESSAGE);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return apiError(c, 400, "invalid_request", NOT_UTF8_MESSAGE);
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return apiError(c, 400, "invalid_request", NOT_JSON_MESSAGE);
  }
}

/** One sentence from the first problem zod found, naming the field unless told not to. */
function messageOf(error: z.ZodError, target: Target, bare: boolean): string {
  const issue = error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `'${key}'`).join(", ");
    return `Unknown ${target === "query" ? "parameter" : "field"} ${keys}`;
  }
  const field = issue.path.join(".");
  return field && !bare ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The one way an /api endpoint reads its input: the JSON body, the query string or the path
 * parameters, checked with a domain/ schema. A refusal answers 400 in the house error shape
 * (415 for a body that is not JSON); the handler gets the parsed, typed value from
 * `c.req.valid(target)`. Path parameter messages name the parameter themselves, so they are
 * answered bare.
 */
export function valid<
  T extends Target,
  S extends z.ZodType,
  E extends Env = Env,
  P extends string = string,
>(
  target: T,
  schema: S,
  options: ValidationOptions = {},
): MiddlewareHandler<E, P, { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }> {
  return async (c, next) => {
    let input: unknown;
    if (target === "json") {
      const read = await readJson(c);
      if (read instanceof Response) return read;
      input = read.value;
    } else {
      input = target === "query" ? c.req.query() : c.req.param();
    }
    const parsed = await schema.safeParseAsync(input);
    if (!parsed.success) {
      const bare = options.bare ?? target === "param";
      return apiError(
        c,
        400,
        options.code ?? "invalid_request",
        messageOf(parsed.error, target, bare),
      );
    }
    c.req.addValidatedData(target, parsed.data as Record<string, unknown>);
    await next();
  };
}
