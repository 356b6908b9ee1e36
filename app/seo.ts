import type { MetaDescriptor } from "react-router";
import type { PublicShop } from "../domain/settings";

/** What the root loader gives every page: the shop's settings and the address customers use. */
export interface RootData {
  shop: PublicShop;
  origin: string;
  /** An admin is signed in: the header offers Logout on admin pages. */
  signedIn: boolean;
  /** Repairs not yet closed or cancelled, beside 'Repairs' in the admin menu; signed in only. */
  openRepairs?: number;
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
  const url = absoluteUrl(origin, seo.path);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
  ];
  if (root) tags.push({ property: "og:site_name", content: root.shop.name });
  if (seo.image) tags.push({ property: "og:image", content: absoluteUrl(origin, seo.image) });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}
