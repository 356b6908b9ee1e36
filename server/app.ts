import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { adminAppRoutes } from "./admin-app";
import { adminOrdersApi } from "./api/admin-orders";
import { adminProductsApi } from "./api/admin-products";
import { adminRepairsApi } from "./api/admin-repairs";
import { adminGstApi } from "./api/admin-gst";
import { repairsApi } from "./api/repairs";
import { repairBookingBodyLimit } from "./api/repair-booking-limit";
import { adminUploadsApi } from "./api/admin-uploads";
import { apiError, requestIdOf } from "./api/errors";
import { eventsApi } from "./api/events";
import {
  adminApiOnly,
  adminPagesOnly,
  sameOriginWrites,
  sessionFromCookie,
  type SessionVariables,
} from "./auth/guard";
import { pageAuthFor } from "./auth/page-auth";
import { buildOpenApiDocument } from "./api/openapi";
import { ordersApi } from "./api/orders";
import { productsApi } from "./api/products";
import { trackingApi } from "./api/tracking";
import { isDatabaseReachable, type ShopDatabase } from "./db/database";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/database-unavailable";
import { DATABASE_UNAVAILABLE_MESSAGE, SERVER_FAILURE_MESSAGE } from "../domain/api-error";
import type { ShopSettings } from "../domain/settings";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import { clientAddress, resolveClientAddress } from "./http/client-address";
import { compression } from "./http/compression";
import { languageRedirect, switchLanguage } from "./http/language";
import { LANGUAGE_SWITCH_PATH, localeFromPath } from "../domain/locale";
import { shopInLanguage } from "../domain/shop-texts-hindi";
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  NO_INLINE_SOURCES,
  type InlineSources,
} from "./http/content-security-policy";
import { noStoreForPrivateAnswers } from "./http/no-store";
import { pageNonce } from "./http/nonce";
import { pageCache } from "./http/page-cache";
import { publicFilePaths } from "./http/public-files";
import { PageCacheStore } from "./http/page-cache-store";
import { requestLog, type RequestLogVariables } from "./http/request-log";
import { createLogger, type Logger } from "./log";
import type { AdminAuth } from "./modules/admin/admin-auth.service";
import type { CustomerErasure } from "./modules/orders/customer-erasure.service";
import type { StockAlerts } from "./modules/products/stock-alerts.service";
import type { OrderDesk } from "./modules/orders/order-desk.service";
import type { OrderExport } from "./modules/orders/order-export.service";
import type { OrderReports } from "./modules/orders/order-reports.service";
import type { OrderTracking } from "./modules/orders/order-tracking.service";
import type { Orders } from "./modules/orders/order.service";
import type { Catalogue } from "./modules/products/catalogue.service";
import type { DemoCatalogue } from "./modules/products/demo-catalogue.service";
import type { PushAlerts } from "./modules/push/push-alerts.service";
import type { RateLimits } from "./modules/rate-limits/rate-limits";
import type { RepairDesk } from "./modules/repairs/repair-desk.service";
import type { RepairQueue } from "./modules/repairs/repair-queue.service";
import type { RepairExport } from "./modules/repairs/repair-export.service";
import type { RepairReports } from "./modules/repairs/repair-reports.service";
import type { ProductTaxes } from "./modules/bills/product-tax.service";
import type { Bills } from "./modules/bills/bills.service";
import type { Reviews } from "./modules/reviews/reviews.service";
import type { Repairs } from "./modules/repairs/repairs.service";
import type { Settings } from "./modules/settings/settings.service";
import type { Quotes } from "./modules/orders/quotes.service";
import type { Sales } from "./modules/orders/sales.service";
import type { Stock } from "./modules/products/stock.service";
import type { PageContext } from "./page-context";
import { seoRoutes } from "./seo";
import { PRODUCT_IMAGE_URL_PREFIX, type ImageStorage } from "./storage/image-storage";
import { PRODUCT_IMAGE_CACHE } from "./storage/object-store";
import { serviceLog } from "./service-log";

const log = serviceLog("http");

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export interface AppDependencies {
  config: Config;
  database: ShopDatabase;
  catalogue: Catalogue;
  demoCatalogue: DemoCatalogue;
  orders: Orders;
  orderDesk: OrderDesk;
  sales: Sales;
  quotes: Quotes;
  stock: Stock;
  orderReports: OrderReports;
  orderExport: OrderExport;
  customerErasure: CustomerErasure;
  stockAlerts: StockAlerts;
  orderTracking: OrderTracking;
  repairs: Repairs;
  repairDesk: RepairDesk;
  repairQueue: RepairQueue;
  repairExport: RepairExport;
  repairReports: RepairReports;
  productTaxes: ProductTaxes;
  bills: Bills;
  reviews: Reviews;
  storage: ImageStorage;
  rateLimits: RateLimits;
  events: EventBus;
  auth: AdminAuth;
  pushAlerts: PushAlerts;
  settings: Settings;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** Folder of the built browser assets (production only; Vite serves them in development). */
  clientAssetsDir?: string;
  /** Where the request log goes; by default standard output at the configured level. */
  log?: Logger;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hashed build files (scripts, the stylesheet) and product images are never opened as pages, so a
 * page's headers (its policy with a fresh nonce, framing, referrer, permissions) mean nothing on
 * them: they only cost a phone about 800 bytes on every one of a page's two dozen requests. They
 * keep what guards a file fetched by another page: no type sniffing, no use by other sites.
 */
const fileHeaders = secureHeaders({
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

function isBuildFileOrProductImage(path: string): boolean {
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

export function createApp(deps: AppDependencies) {
  const {
    config,
    database,
    catalogue,
    demoCatalogue,
    orders,
    orderDesk,
    sales,
    quotes,
    stock,
    orderReports,
    orderExport,
    customerErasure,
    stockAlerts,
    orderTracking,
    repairs,
    repairDesk,
    repairQueue,
    repairExport,
    repairReports,
    productTaxes,
    bills,
    reviews,
    storage,
    rateLimits,
    events,
    auth,
    pushAlerts,
    settings,
    pageHandler,
    clientAssetsDir,
  } = deps;
  const app = new Hono<{
    Variables: SecureHeadersVariables & SessionVariables & RequestLogVariables;
  }>();
  const production = config.mode !== "development";

  // First, so its duration covers everything below and every answer carries the request id.
  app.use(requestLog(deps.log ?? createLogger(config.logLevel)));

  const headersFor = (shop: ShopSettings, inline: InlineSources<string | typeof pageNonce>) =>
    secureHeaders({
      // Vite's development server injects inline scripts and styles, so the policy is production-only.
      ...(production ? { contentSecurityPolicy: contentSecurityPolicy(shop, inline) } : {}),
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: config.publicUrl?.startsWith("https:") ? "max-age=31536000" : false,
      xFrameOptions: "DENY",
      permissionsPolicy: { camera: ["self"], geolocation: [], microphone: [] },
      // A page from the page cache brings the policy that allows its scripts by their hashes.
      overwrite: false,
    });
  const pageSources = { scripts: [pageNonce], styles: [pageNonce] };
  // The policy names the map's origin, which the owner may change in the settings.
  let pageHeaders = headersFor(settings.current(), pageSources);
  // No nonce for JSON: nothing in it runs, and making one was a twentieth of an order's time.
  let apiHeaders = headersFor(settings.current(), NO_INLINE_SOURCES);
  settings.onChange((shop) => {
    pageHeaders = headersFor(shop, pageSources);
    apiHeaders = headersFor(shop, NO_INLINE_SOURCES);
  });
  app.use((c, next) => {
    const path = c.req.path;
    if (path.startsWith("/api/")) return apiHeaders(c, next);
    return (isBuildFileOrProductImage(path) ? fileHeaders : pageHeaders)(c, next);
  });
  app.use(compression());

  app.use("*", noStoreForPrivateAnswers());
  app.use("*", resolveClientAddress(config.trustProxy));
  app.use("*", sameOriginWrites(config.publicUrl));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await isDatabaseReachable(database.db))
      ? c.json({ status: "ready", database: database.dialect })
      : databaseUnavailable(c),
  );

  let openApi = { shopName: "", document: {} };
  const api = new Hono()
    .get("/openapi.json", (c) => {
      const shopName = settings.current().name;
      if (openApi.shopName !== shopName) {
        openApi = { shopName, document: buildOpenApiDocument(shopName) };
      }
      return c.json(openApi.document);
    })
    .route("/products", productsApi(catalogue))
    .route("/orders", ordersApi(orders, rateLimits.limiter("orders", config.orderRateLimit)))
    .route("/events", eventsApi(events, settings))
    .route("/tracking", trackingApi(orderTracking, events))
    .route("/admin/products", adminProductsApi(catalogue))
    .route("/admin/orders", adminOrdersApi({ orderDesk, orderReports, orderExport }, events))
    .route("/admin/uploads", adminUploadsApi(storage))
    .route("/repairs", repairsApi(repairs, events))
    .route("/admin/repairs", adminRepairsApi(repairDesk, repairExport, storage, events))
    .route("/admin/gst", adminGstApi(bills));
  api.all("*", (c) =>
    apiError(c, 404, "not_found", `No API endpoint ${c.req.method} ${c.req.path}`),
  );
  app.use("/api/admin/*", sessionFromCookie(auth, config.publicUrl), adminApiOnly());
  app.route("/api", api);
  app.route("/", seoRoutes(catalogue, config.publicUrl));
  app.route(
    "/",
    adminAppRoutes(() => settings.current().name, clientAssetsDir),
  );

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

  if (pageHandler) {
    // The booking form posts its photos with it, to the page's own action.
    for (const path of ["/repair", "/repair.data", "/hi/repair", "/hi/repair.data"]) {
      app.post(path, repairBookingBodyLimit());
    }
    app.get(LANGUAGE_SWITCH_PATH, switchLanguage);
    app.use("*", languageRedirect());
    app.use("*", sessionFromCookie(auth, config.publicUrl), adminPagesOnly());
    // Vite's development server renders every page afresh, with its own inline scripts.
    if (production && config.pageCacheBytes > 0) {
      const store = new PageCacheStore(config.pageCacheBytes);
      app.use(
        "*",
        pageCache({
          store,
          // The footer's copyright year is the one thing a page shows from the clock.
          generation: () => `${catalogue.version}.${settings.version}.${new Date().getFullYear()}`,
          policyAllowing: () => {
            const shop = settings.current();
            return (inline) => contentSecurityPolicyHeader(contentSecurityPolicy(shop, inline));
          },
        }),
      );
    }
    app.all("*", (c) =>
      pageHandler(atPublicOrigin(c.req.raw, config.publicUrl), {
        admin: c.get("admin"),
        auth: pageAuthFor(c, auth, config.publicUrl),
        catalogue,
        demoCatalogue,
        orderDesk,
        sales,
        quotes,
        stock,
        orderReports,
        customerErasure,
        stockAlerts,
        pushAlerts,
        orderTracking,
        repairs,
        repairDesk,
        repairQueue,
        repairReports,
        productTaxes,
        bills,
        reviews,
        clientAddress: clientAddress(c),
        settings,
        // A Hindi page reads the owner's Hindi texts through the same keys.
        shop: shopInLanguage(settings.current(), localeFromPath(c.req.path)),
        publicUrl: config.publicUrl,
        cspNonce: c.get("secureHeadersNonce"),
      }),
    );
  }

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      // One line: during an outage every request fails the same way and the cause is in the message.
      log.error(
        `${c.req.method} ${c.req.path}: the database is unavailable (${error.message}) [request ${requestIdOf(c)}]`,
      );
      return databaseUnavailable(c);
    }
    log.error(`${c.req.method} ${c.req.path} failed [request ${requestIdOf(c)}]`, error);
    return c.req.path.startsWith("/api/")
      ? apiError(c, 500, "internal_error", SERVER_FAILURE_MESSAGE)
      : c.text(`${SERVER_FAILURE_MESSAGE} (Reference: ${requestIdOf(c)})`, 500);
  });

  return app;
}

/** Nothing the client sent was wrong: the same request may succeed once the database is back. */
function databaseUnavailable(c: Context): Response {
  c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return c.req.path.startsWith("/api/") || c.req.path === "/readyz"
    ? apiError(c, 503, "database_unavailable", DATABASE_UNAVAILABLE_MESSAGE)
    : c.text(`${DATABASE_UNAVAILABLE_MESSAGE} (Reference: ${requestIdOf(c)})`, 503);
}

/**
 * Behind a TLS-terminating proxy the shop sees http://internal-host while the browser is on
 * PUBLIC_URL. React Router compares a form post's Origin with the request's URL and refuses a
 * mismatch, so pages get the request as the browser addressed it.
 */
function atPublicOrigin(request: Request, publicUrl: string | undefined): Request {
  if (!publicUrl) return request;
  const url = new URL(request.url);
  const publicOrigin = new URL(publicUrl).origin;
  if (url.origin === publicOrigin) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(url.pathname + url.search, publicOrigin), {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}

export function clientAssetsFolder(buildDir: string): string {
  return path.join(buildDir, "client");
}
