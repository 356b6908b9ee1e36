/**
 * The installable admin app (issue 14): what the pages link and the server serves. Its scope is
 * the admin's paths only (/admind, /admin/…), so links to the storefront never open inside it and
 * its service worker never runs for a customer's page.
 */
export const ADMIN_APP_SCOPE = "/admin";
export const ADMIN_MANIFEST_PATH = "/admin.webmanifest";
export const ADMIN_SERVICE_WORKER_PATH = "/admin-sw.js";
/** The browser bar on every page and the installed app's title bar. */
export const THEME_COLOUR = "#1d4ed8";
/** The icon notifications show (public/admin-sw.js names it too, being plain script). */
export const ADMIN_NOTIFICATION_ICON = "/icons/admin-192.png";
