import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { DASHBOARD_PATH } from "../domain/push-alerts";
import {
  ADMIN_APP_SCOPE,
  ADMIN_MANIFEST_PATH,
  ADMIN_NOTIFICATION_ICON,
  THEME_COLOUR,
} from "../domain/installable-app";
import { drawIcon as drawInWorker } from "./storage/image-jobs";

/**
 * The owner's installable admin app (issue 14): its web app manifest and the icons of the shop,
 * drawn once from the one SVG in public/ (also the favicon) so no binary copies drift from it.
 * The service worker itself is the static file public/admin-sw.js.
 */

/** The mark in the sources, for `npm run dev` and tests without pages; a build has its own copy. */
const SOURCES_SVG = new URL("../public/favicon.svg", import.meta.url);
/** The SVG draws on a 64 × 64 grid. */
const SOURCE_SIZE = 64;
const BACKGROUND = "#f8fafc";
const DAY_SECONDS = 24 * 60 * 60;

type IconKind = "any" | "maskable" | "apple";

/** Where each icon is served, at what size, and how it is drawn. */
const ICONS: Record<string, { size: number; kind: IconKind }> = {
  [ADMIN_NOTIFICATION_ICON]: { size: 192, kind: "any" },
  "/icons/admin-512.png": { size: 512, kind: "any" },
  "/icons/admin-maskable-512.png": { size: 512, kind: "maskable" },
  "/apple-touch-icon.png": { size: 180, kind: "apple" },
  "/icons/favicon-32.png": { size: 32, kind: "any" },
};

async function drawIcon(source: string | URL, size: number, kind: IconKind): Promise<Buffer> {
  const svg = await readFile(source);
  // Android crops a maskable icon to a circle or squircle within its middle 80 %, and iOS
  // rounds the apple-touch-icon's corners itself: both get the mark on a full-bleed square.
  const markSize = kind === "any" ? size : Math.round(size * (kind === "maskable" ? 0.8 : 0.9));
  return drawInWorker({ svg, svgSize: SOURCE_SIZE, size, markSize, background: THEME_COLOUR });
}

export function adminAppManifest(shopName: string) {
  return {
    id: DASHBOARD_PATH,
    name: `${shopName} Orders`,
    short_name: "Orders",
    description: `New orders and the order dashboard of ${shopName}`,
    start_url: DASHBOARD_PATH,
    scope: ADMIN_APP_SCOPE,
    display: "standalone",
    orientation: "portrait",
    background_color: BACKGROUND,
    theme_color: THEME_COLOUR,
    icons: Object.entries(ICONS)
      .filter(([, icon]) => icon.size >= 192)
      .map(([src, icon]) => ({
        src,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.kind === "maskable" ? "maskable" : "any",
      })),
  };
}

/**
 * `shopName` is asked per request: the owner may rename the shop in the settings. The icons are
 * drawn from the SVG among the browser's built files (`clientAssetsDir`, a copy of public/), as
 * the compiled server runs from build/shop/ and a deployed copy may hold only the build.
 */
export function adminAppRoutes(shopName: () => string, clientAssetsDir?: string) {
  const source = clientAssetsDir ? path.join(clientAssetsDir, "favicon.svg") : SOURCES_SVG;
  const drawn = new Map<string, Promise<Buffer>>();
  const app = new Hono();
  // Public, like the storefront's files: the browser fetches them without the session cookie.
  app.get(ADMIN_MANIFEST_PATH, (c) => {
    c.header("Content-Type", "application/manifest+json");
    c.header("Cache-Control", `public, max-age=${DAY_SECONDS}`);
    return c.body(JSON.stringify(adminAppManifest(shopName())));
  });
  const serveIcon = (path: string) => async () => {
    const icon = ICONS[path]!;
    let png = drawn.get(path);
    if (!png) {
      png = drawIcon(source, icon.size, icon.kind);
      drawn.set(path, png);
      // A failed drawing is tried again on the next request rather than remembered.
      png.catch(() => drawn.delete(path));
    }
    return new Response(new Uint8Array(await png), {
      headers: { "Content-Type": "image/png", "Cache-Control": `public, max-age=${DAY_SECONDS}` },
    });
  };
  for (const path of Object.keys(ICONS)) app.get(path, serveIcon(path));
  // Browsers and bots ask for /favicon.ico whatever the page links; a PNG there works in all of them.
  app.get("/favicon.ico", serveIcon("/icons/favicon-32.png"));
  // A new version of the service worker must reach the phones at once, not after an hour.
  app.use("/admin-sw.js", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-cache");
  });
  return app;
}
