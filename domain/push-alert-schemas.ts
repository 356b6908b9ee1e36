import { z } from "zod";

/*
 * What the admin's alert controls post (issue 14), apart from push-alerts.ts, whose texts the
 * dashboard draws with: zod stays off the dashboard's first scripts (issue 30).
 */

const base64Url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");

/**
 * Real push services answer over https. Plain http is accepted only on this machine, where the
 * test suite runs its own push service; anywhere else it would expose the alerts on the way.
 */
function isPushEndpoint(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** What `PushSubscription.toJSON()` gives in the browser, as the admin page posts it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000).refine(isPushEndpoint, "must be an https address of a push service"),
  keys: z.object({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * What the admin's alert controls post to /admin/alerts: a subscription to turn on or test (the
 * test carries the whole subscription, so a device the shop forgot is saved again first), or the
 * endpoint to turn off.
 */
export const alertSubscriptionSchema = z.object({ subscription: pushSubscriptionSchema });
export const alertEndpointSchema = z.object({ endpoint: z.string().max(1000) });
