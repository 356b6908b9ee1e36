import { randomFillSync } from "node:crypto";
import type { Context } from "hono";

const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/**
 * The response's Content-Security-Policy nonce, as Hono's `NONCE` makes it (128 random bits, in
 * the `secureHeadersNonce` variable the pages read), with the random bits drawn 256 nonces at a
 * time: Hono draws them through Web Crypto for each page, a twentieth of a cached page's time.
 */
export function pageNonce(c: Context): string {
  let nonce = c.get("secureHeadersNonce") as string | undefined;
  if (nonce === undefined) {
    if (used === POOL_BYTES) {
      pool = randomFillSync(Buffer.alloc(POOL_BYTES));
      used = 0;
    }
    nonce = pool.toString("base64", used, used + NONCE_BYTES);
    used += NONCE_BYTES;
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}
