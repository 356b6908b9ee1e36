import type { MetaDescriptor } from "react-router";
import { localizedPath } from "../domain/locale";
import type { PublicShop } from "../domain/settings";
import { pageLocale } from "./i18n/locale";

/** What the root loader gives every page: the shop's settings and the address customers use. */
export interface RootData {
  shop: PublicShop;
  origin: string;
  /** An admin is signed in: the header offers Logout on admin pages. */
  signedIn: boolean;
  /** Repairs not yet closed or cancelled, beside 'Repairs' in the admin menu; signed in only. */
  openRepairs?: number;
  /** Demo products still in the catalogue: the admin offers to remove them; signed in only. */
  demoProducts?: number;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/product/12'. */
  path: string;
  image?: string;
  type?: "website" | "product";
  /** Structured data for search engines (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Pages that must stay out of search results (cart, login, admin). */
  noindex?: boolean;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const root = rootData(matches);
  const origin = root?.origin ?? "http://localhost";
  const locale = pageLocale();
  const url = absoluteUrl(origin, localizedPath(seo.path, locale));
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "hi" ? "hi_IN" : "en_IN" },
  ];
  if (!seo.noindex) {
    // Both languages of the page, so search engines show each shopper the one they read.
    for (const language of ["en", "hi"] as const) {
      const alternate = absoluteUrl(origin, localizedPath(seo.path, language));
      tags.push({ tagName: "link", rel: "alternate", hrefLang: language, href: alternate });
    }
    const english = absoluteUrl(origin, localizedPath(seo.path, "en"));
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: english });
  }
  if (root) tags.push({ property: "og:site_name", content: root.shop.name });
  if (seo.image) tags.push({ property: "og:image", content: absoluteUrl(origin, seo.image) });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}
