import type { MiddlewareHandler } from "hono";
import type { Logger } from "../log";

export interface RequestLogVariables {
  requestId?: string;
}

/** A 10-digit Indian mobile number standing alone (an order number's longer run of digits is not one). */
const MOBILE = /(?<!\d)(?:\+?91)?[6-9]\d{9}(?!\d)/g;

/**
 * The path as logged: without the query (admin searches carry names and mobiles there) and with
 * any mobile number masked, so no customer's name or number reaches a log line.
 */
export function loggablePath(path: string): string {
  return path.replace(MOBILE, "[mobile]");
}

/**
 * Gives every request an id (answered in X-Request-Id, and in the body of a server failure, so
 * what a customer or admin reports can be found in the log) and logs one line per request once its
 * answer is ready: method, path, status, duration in milliseconds and the id. A client's own
 * X-Request-Id is not taken over: it could carry anything into the log.
 */
export function requestLog(log: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const id = crypto.randomUUID();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    log.info(
      {
        requestId: id,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
