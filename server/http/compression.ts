import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

/** Text worth compressing, but not an event stream: a compressor holds its bytes back. */
function isCompressible(type: string): boolean {
  return !type.startsWith("text/event-stream") && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/** Whether the client takes gzip or deflate, the encodings Hono's compress makes (RFC 9110, 12.5.3). */
export function acceptsGzipOrDeflate(acceptEncoding: string | undefined): boolean {
  let wildcard = 0;
  const named = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    const q = quality ? Number(quality.slice(2)) : 1;
    if (name === "*") wildcard = q;
    else if (name) named.set(name, q);
  }
  return ["gzip", "deflate"].some((name) => (named.get(name) ?? wildcard) > 0);
}

/**
 * Hono's compress for the clients that take compression. For the others it only says that the
 * answer varies by Accept-Encoding, on the answer's own headers: Hono's compress says so through
 * `c.header()`, which rebuilds a finished answer as a web Response that is then sent through web
 * streams, a tenth of the main thread's time on every JSON answer to a client without gzip.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress({ contentTypeFilter: isCompressible });
  return async (c, next) => {
    if (acceptsGzipOrDeflate(c.req.header("Accept-Encoding"))) return compressing(c, next);
    await next();
    const headers = c.res.headers;
    const type = headers.get("Content-Type");
    if (!type || !isCompressible(type) || headers.has("Content-Encoding")) return;
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
      headers.set("Vary", `${vary}, Accept-Encoding`);
    }
  };
}
