import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as countingBodyLimit } from "hono/body-limit";

/**
 * Refuses a request body over `maxBytes` with the endpoint's own answer. Hono's bodyLimit first
 * reads `c.req.raw.body`, which turns @hono/node-server's lightweight request into a whole web
 * Request whose body then crosses web streams: a fifth of the main thread's time on the order
 * endpoint. A body that declares its length (a browser's and every JSON client's does; Node's
 * parser never reads past it) is judged by that header and later read by the server's direct
 * path; only a chunked body is counted as it streams in.
 */
export function bodyLimit(
  maxBytes: number,
  onTooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counting = countingBodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("Content-Length");
    if (declared !== undefined && c.req.header("Transfer-Encoding") === undefined) {
      return Number(declared) > maxBytes ? onTooLarge(c) : next();
    }
    return counting(c, next);
  };
}
