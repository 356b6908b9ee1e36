import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { publicFilePaths } from "./public-files";
import { PRODUCT_IMAGE_URL_PREFIX, type ImageStorage } from "../storage/image-storage";
import { PRODUCT_IMAGE_CACHE } from "../storage/object-store";

/* The files the shop serves itself: product pictures, the build's hashed assets, public files. */

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hashed build files (scripts, the stylesheet) and product images are never opened as pages, so a
 * page's headers (its policy with a fresh nonce, framing, referrer, permissions) mean nothing on
 * them: they only cost a phone about 800 bytes on every one of a page's two dozen requests. They
 * keep what guards a file fetched by another page: no type sniffing, no use by other sites.
 */
export const fileHeaders = secureHeaders({
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export function isBuildFileOrProductImage(path: string): boolean {
  return path.startsWith("/assets/") || path.startsWith(PRODUCT_IMAGE_URL_PREFIX);
}

/** Sets Cache-Control on files that the static handler after it found. */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (
      c.res.status === 200 &&
      !c.res.headers.has("Cache-Control") &&
      c.res.headers.has("Last-Modified")
    ) {
      c.res.headers.set("Cache-Control", value);
    }
  };
}

/** Product pictures from the storage, and (production) the build's browser assets. */
export function serveFiles<E extends Env>(
  app: Hono<E>,
  storage: ImageStorage,
  clientAssetsDir?: string,
): void {
  // From DATA_DIR or the bucket alike: the shop sends its pictures itself, so a bucket stays
  // private, pages keep their own origin (img-src 'self') and browsers keep each picture for good.
  app.get(`${PRODUCT_IMAGE_URL_PREFIX}:name`, async (c) => {
    const image = await storage.find(c.req.param("name"));
    if (!image) return c.text("Image not found", 404);
    c.header("Content-Type", image.contentType);
    c.header("Content-Length", String(image.size));
    c.header("Cache-Control", PRODUCT_IMAGE_CACHE);
    return c.body(image.body);
  });

  if (clientAssetsDir) {
    // File names under /assets carry a content hash, so a browser may keep them for good.
    app.use("/assets/*", cacheFor(IMMUTABLE));
    app.use("/assets/*", serveStatic({ root: clientAssetsDir, precompressed: true }));
    app.get("/assets/*", (c) => c.text("Not found", 404));
    const publicFiles = publicFilePaths(clientAssetsDir);
    const isPublicFile = (c: Context) => publicFiles.has(c.req.path);
    const cachePublicFile = cacheFor("public, max-age=3600");
    const servePublicFile = serveStatic({ root: clientAssetsDir });
    app.use("*", (c, next) => (isPublicFile(c) ? cachePublicFile(c, next) : next()));
    app.use("*", (c, next) => (isPublicFile(c) ? servePublicFile(c, next) : next()));
  }
}
