import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";
import { NONCE, secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { apiError } from "./api/errors";
import { eventsApi } from "./api/events";
import { buildOpenApiDocument } from "./api/openapi";
import { ordersApi } from "./api/orders";
import { productsApi } from "./api/products";
import { isDatabaseReachable, type ShopDatabase } from "./db/database";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import type { Orders } from "./modules/orders/order.service";
import type { Catalog } from "./modules/products/catalog.service";
import type { PageContext } from "./page-context";
import { seoRoutes } from "./seo";
import { PRODUCT_IMAGE_URL_PREFIX, type ImageStorage } from "./storage/image-storage";

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export interface AppDependencies {
  config: Config;
  database: ShopDatabase;
  catalog: Catalog;
  orders: Orders;
  storage: ImageStorage;
  events: EventBus;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** Folder of the built browser assets (production only; Vite serves them in development). */
  clientAssetsDir?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

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

function contentSecurityPolicy(config: Config) {
  const mapOrigin = new URL(config.shop.mapEmbedUrl).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [mapOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function createApp(deps: AppDependencies) {
  const { config, database, catalog, orders, storage, events, pageHandler, clientAssetsDir } = deps;
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const production = config.mode !== "development";

  app.use(
    secureHeaders({
      // Vite's development server injects inline scripts and styles, so the policy is production-only.
      ...(production ? { contentSecurityPolicy: contentSecurityPolicy(config) } : {}),
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: config.publicUrl?.startsWith("https:") ? "max-age=31536000" : false,
      xFrameOptions: "DENY",
      permissionsPolicy: { camera: ["self"], geolocation: [], microphone: [] },
    }),
  );
  app.use(
    compress({
      // A compressor holds an event stream's bytes back until it has enough of them to compress.
      contentTypeFilter: (type) =>
        !type.startsWith("text/event-stream") && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
    }),
  );

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await isDatabaseReachable(database.db))
      ? c.json({ status: "ready", database: database.dialect })
      : apiError(c, 503, "unavailable", "The database cannot be reached"),
  );

  const openApiDocument = buildOpenApiDocument(config.shop.name);
  const api = new Hono()
    .get("/openapi.json", (c) => c.json(openApiDocument))
    .route("/products", productsApi(catalog))
    .route("/orders", ordersApi(orders, config.orderRateLimit))
    .route("/events", eventsApi(events));
  api.all("*", (c) =>
    apiError(c, 404, "not_found", `No API endpoint ${c.req.method} ${c.req.path}`),
  );
  app.route("/api", api);
  app.route("/", seoRoutes(catalog, config.publicUrl));

  app.get(`${PRODUCT_IMAGE_URL_PREFIX}:name`, async (c) => {
    const image = await storage.find(c.req.param("name"));
    if (!image) return c.text("Image not found", 404);
    c.header("Content-Type", image.contentType);
    c.header("Cache-Control", IMMUTABLE);
    return c.body(Readable.toWeb(createReadStream(image.file)) as ReadableStream);
  });

  if (clientAssetsDir) {
    // File names under /assets carry a content hash, so a browser may keep them for good.
    app.use("/assets/*", cacheFor(IMMUTABLE));
    app.use("/assets/*", serveStatic({ root: clientAssetsDir, precompressed: true }));
    app.get("/assets/*", (c) => c.text("Not found", 404));
    app.use("*", cacheFor("public, max-age=3600"));
    app.use("*", serveStatic({ root: clientAssetsDir }));
  }

  if (pageHandler) {
    app.all("*", (c) =>
      pageHandler(c.req.raw, {
        catalog,
        shop: config.shop,
        publicUrl: config.publicUrl,
        cspNonce: c.get("secureHeadersNonce"),
      }),
    );
  }

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.req.path.startsWith("/api/")
      ? apiError(c, 500, "internal_error", "Something went wrong on the server. Please try again.")
      : c.text("Something went wrong on the server. Please try again.", 500);
  });

  return app;
}

export function clientAssetsFolder(buildDir: string): string {
  return path.join(buildDir, "client");
}
