import { Hono } from "hono";
import { LANGUAGE_SWITCH_PATH, LOCALES, localizedPath } from "../domain/locale";
import type { Catalogue } from "./modules/products/catalogue.service";
import type { DemoCatalogue } from "./modules/products/demo-catalogue.service";

/** Pages search engines may list; the cart, sign-in and admin stay out (robots.txt). */
const PUBLIC_PAGES = ["/", "/our-service", "/repair", "/contact"];
const PRIVATE_PATHS = [
  "/admin",
  "/admind",
  "/login",
  "/cart",
  "/track/",
  "/hi/cart",
  "/hi/track/",
  LANGUAGE_SWITCH_PATH,
  "/api/",
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function seoRoutes(
  catalogue: Catalogue,
  demo: Pick<DemoCatalogue, "ids">,
  publicUrl: string | undefined,
) {
  const originOf = (request: Request) => publicUrl ?? new URL(request.url).origin;
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
          "",
          `Sitemap: ${new URL("/sitemap.xml", originOf(c.req.raw))}`,
          "",
        ].join("\n"),
      ),
    )
    .get("/sitemap.xml", async (c) => {
      const origin = originOf(c.req.raw);
      // The demo's products are not the shop's offers: their pages say noindex, and they are
      // not listed (issue 33).
      const [listed, demoIds] = await Promise.all([catalogue.list(), demo.ids()]);
      const products = listed.filter((product) => !demoIds.has(product.id));
      const url = (path: string) => escapeXml(new URL(path, origin).toString());
      // Each page once per language, each naming all its languages (Google's hreflang sitemap).
      const alternates = (path: string) =>
        LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(path, locale))}"/>`,
        ).join("");
      const entries = (path: string, lastModified?: string) =>
        LOCALES.map(
          (locale) =>
            `  <url><loc>${url(localizedPath(path, locale))}</loc>${
              lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ""
            }${alternates(path)}</url>`,
        );
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...PUBLIC_PAGES.flatMap((path) => entries(path)),
        ...products.flatMap((product) => entries(`/product/${product.id}`, product.updatedAt)),
        "</urlset>",
        "",
      ].join("\n");
      return c.body(body, 200, { "Content-Type": "application/xml; charset=UTF-8" });
    });
}
