import type { Config } from "./env";

/**
 * Without PUBLIC_URL the canonical links and the sitemap name whatever host the request claims,
 * which a visitor can forge. Harmless on a laptop, so the warning is for production only.
 */
export function warnWithoutPublicUrl(
  config: Pick<Config, "mode" | "publicUrl">,
): string | undefined {
  if (config.mode !== "production" || config.publicUrl) return undefined;
  return (
    "Warning: PUBLIC_URL is not set, so canonical links and the sitemap take the host name from " +
    "each request's Host header. Set PUBLIC_URL to the shop's public address, e.g. https://shop.example.in."
  );
}
