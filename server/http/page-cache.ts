import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { englishPath } from "../../domain/locale";
import { SESSION_COOKIE } from "../auth/guard";
import type { InlineSources } from "./content-security-policy";
import type { CachedPage, PageCacheStore } from "./page-cache-store";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The storefront pages whose HTML depends only on their URL and on the catalogue and settings:
 * home (with any search), a product, contact and the policies, in English or under /hi. Not
 * /our-service: its booking form carries a fresh idempotency key and today's dates per render.
 */
const CACHEABLE_PAGE = /^(?:\/|\/product\/[^/.]+|\/contact|\/terms|\/privacy)$/;

export function isCacheablePage(path: string): boolean {
  return CACHEABLE_PAGE.test(englishPath(path));
}

export type PageEncoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts: brotli, then gzip, else none (RFC 9110, 12.5.3). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (name) accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  const acceptable = (name: string) => (accepted.get(name) ?? wildcard) > 0;
  if (acceptable("br")) return "br";
  if (acceptable("gzip")) return "gzip";
  return "identity";
}

const INLINE_SCRIPT = /<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;
/** A data block (JSON, JSON-LD) is never run, so the policy need not allow it. */
const DATA_BLOCK = /\stype="(?!module"|text\/javascript"|application\/javascript")[^"]*"/i;

/**
 * The CSP hash source of an inline element's text as the browser's parser sees it, which turns
 * every CR LF and lone CR into LF.
 */
function hashSource(text: string): string {
  const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64");
  return `'sha256-${digest}'`;
}

/** The hash sources of every inline script the page runs and every inline style it has. */
export function inlineSourceHashes(html: string): InlineSources<string> {
  const scripts = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_BLOCK.test(attributes)) scripts.add(hashSource(text));
  }
  const styles = new Set<string>();
  for (const [, , text = ""] of html.matchAll(INLINE_STYLE)) styles.add(hashSource(text));
  return { scripts: [...scripts], styles: [...styles] };
}

/** If-None-Match names this tag, compared weakly as a GET's condition is (RFC 9110, 13.1.2). */
function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

async function cachedPage(html: string, policy: string): Promise<CachedPage> {
  const identity = new Uint8Array(Buffer.from(html));
  // Compressed once per catalogue or settings change, off the event loop; brotli's top qualities
  // cost a 100 ms or more a page for a few per cent, so the middle one.
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  // Weak: the three encodings are different bytes of the same page.
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  return { identity, gzip: new Uint8Array(gzip), br: new Uint8Array(br), etag, policy };
}

export interface PageCacheOptions {
  store: PageCacheStore;
  /** The versions of whatever the pages show; a page is kept only while they stay the same. */
  generation(): string;
  /** The Content-Security-Policy, built from the settings of the moment, that allows these sources. */
  policyAllowing(): (inline: InlineSources<string>) => string;
}

/**
 * The step right before React Router: answers an anonymous GET of a cacheable page from the
 * store, or lets the page render and keeps what it rendered (decision 24). A request with a
 * session cookie always renders, and what it renders is never kept: the page may show admin bits.
 */
export function pageCache(
  options: PageCacheOptions,
): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const { store } = options;
  /** Renders under way, so that a burst of requests for one page after a change renders it once. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  return async (c, next) => {
    if (
      c.req.method !== "GET" ||
      !isCacheablePage(c.req.path) ||
      getCookie(c, SESSION_COOKIE) !== undefined
    ) {
      return next();
    }
    const generation = options.generation();
    // The origin is part of the key: without PUBLIC_URL, canonical links name the request's host.
    const key = c.req.url;
    const answer = (page: CachedPage, state: "hit" | "miss"): Response => {
      const headers = new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": page.policy,
        ETag: page.etag,
        Vary: "Accept-Encoding",
        // A browser may keep the page but asks each time, so a change shows at once.
        "Cache-Control": "no-cache",
        "X-Page-Cache": state,
      });
      if (matchesTag(c.req.header("If-None-Match"), page.etag)) {
        return new Response(null, { status: 304, headers });
      }
      const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
      if (encoding !== "identity") headers.set("Content-Encoding", encoding);
      return new Response(page[encoding], { status: 200, headers });
    };

    const kept = store.get(key, generation);
    if (kept) return answer(kept, "hit");
    const renderKey = `${generation} ${key}`;
    const underWay = rendering.get(renderKey);
    if (underWay) {
      const page = await underWay;
      if (page) return answer(page, "hit");
      return next();
    }

    let rendered!: (page: CachedPage | undefined) => void;
    rendering.set(renderKey, new Promise((resolve) => (rendered = resolve)));
    let page: CachedPage | undefined;
    try {
      const policyAllowing = options.policyAllowing();
      await next();
      const response = c.res;
      // The nonce is unique to this response; the kept page is allowed by hashes instead, so no
      // two answers ever share a nonce.
      const nonce = c.get("secureHeadersNonce");
      if (
        !nonce ||
        response.status !== 200 ||
        response.headers.has("Set-Cookie") ||
        !response.headers.get("Content-Type")?.startsWith("text/html")
      ) {
        return;
      }
      const html = (await response.text()).replaceAll(` nonce="${nonce}"`, "");
      page = await cachedPage(html, policyAllowing(inlineSourceHashes(html)));
      if (options.generation() === generation) store.set(key, generation, page);
      // Not merged with the rendered answer's headers, as assigning c.res would.
      c.res = undefined;
      c.res = answer(page, "miss");
    } finally {
      rendering.delete(renderKey);
      rendered(page);
    }
  };
}
