import type { MiddlewareHandler } from "hono";
import { isAdminPagePath } from "../auth/guard";

/**
 * The sign-in pages: what they answer depends on the session, and sets or ends it; the reset
 * page's address carries a one-time key.
 */
const SIGN_IN_PAGE = /^\/(login|logout|forgot-password|reset-password)$/;

/**
 * Answers that show admin data or a customer's name or mobile: admin pages and the admin API
 * (with the CSV export and the live order stream), the sign-in pages, and the order placement
 * answer. A page's `.data` twin (React Router's client-side navigation) carries the same data.
 */
export function isPrivatePath(path: string): boolean {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return (
    isAdminPagePath(page) ||
    SIGN_IN_PAGE.test(page) ||
    /^\/api\/admin(\/|$)/.test(path) ||
    /^\/api\/orders(\/|$)/.test(path)
  );
}

/**
 * `Cache-Control: no-store` on every private answer, whatever produced it (a route, a guard's
 * redirect or an error), so no browser, proxy or shared computer keeps a copy of customer data.
 */
export function noStoreForPrivateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPrivatePath(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
  };
}
