import type { ContentSecurityPolicyOptionHandler } from "hono/secure-headers";
import type { ShopSettings } from "../../domain/settings";

/** What a page runs and styles inline: the response's nonce, or the hashes of a kept page. */
export interface InlineSources<Source> {
  scripts: Source[];
  styles: Source[];
}

/** A JSON answer, an image or a file has no inline scripts or styles to allow. */
export const NO_INLINE_SOURCES: InlineSources<string> = { scripts: [], styles: [] };

/**
 * The shop's Content-Security-Policy. A page's inline scripts and its inlined stylesheet
 * (decision 27) are allowed by the response's nonce when it is rendered for one request, and by
 * their hashes when it is served from the page cache (decision 24).
 */
export function contentSecurityPolicy<Source extends string | ContentSecurityPolicyOptionHandler>(
  shop: ShopSettings,
  inline: InlineSources<Source>,
) {
  const mapOrigin = new URL(shop.mapEmbedUrl).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inline.scripts],
    styleSrc: ["'self'", ...inline.styles],
    // Product images may be references to other sites' http(s) addresses (see domain/image-upload).
    imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [mapOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The order details page's WhatsApp update posts, then goes on to the chat (decision 16).
    formAction: ["'self'", "https://wa.me"],
    frameAncestors: ["'none'"],
  };
}

/** The header value of a policy whose sources are all fixed strings, spelt as secureHeaders does. */
export function contentSecurityPolicyHeader(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => {
      const name = directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return [name, ...sources].join(" ");
    })
    .join("; ");
}
