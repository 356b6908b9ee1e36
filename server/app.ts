import path from "node:path";
import { Hono, type Context } from "hono";
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
import { isDatabaseReachable } from "./db/database";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/database-unavailable";
import { DATABASE_UNAVAILABLE_MESSAGE, SERVER_FAILURE_MESSAGE } from "../domain/api-error";
import type { ShopSettings } from "../domain/settings";
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
import { PageCacheStore } from "./http/page-cache-store";
import { requestLog, type RequestLogVariables } from "./http/request-log";
import { createLogger } from "./log";
import type { AppDependencies } from "./app-dependencies";
import { fileHeaders, isBuildFileOrProductImage, serveFiles } from "./http/static-files";

export type { AppDependencies, PageHandler } from "./app-dependencies";
import { seoRoutes } from "./seo";
import { serviceLog } from "./service-log";

const log = serviceLog("http");

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
    repairShowcase,
    storage,
    rateLimits,
    events,
    auth,
    adminAccounts,
    mailSettings,
    passwordResets,
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
  app.route("/", seoRoutes(catalogue, demoCatalogue, config.publicUrl));
  app.route(
    "/",
    adminAppRoutes(() => settings.current().name, clientAssetsDir),
  );

  serveFiles(app, storage, clientAssetsDir);

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
        adminAccounts,
        mailSettings,
        passwordResets,
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
        repairShowcase,
        clientAddress: clientAddress(c),
        settings,
        // A Hindi page reads the owner's Hindi texts through the same keys.
        shop: shopInLanguage(settings.current(), localeFromPath(c.req.path)),
        publicUrl: config.publicUrl,
        cspNonce: c.get("secureHeadersNonce"),
        log: serviceLog,
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
