import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every storefront page again under /hi, rendered by the same module in Hindi (domain/locale.ts).
 * Route ids must be unique, so the Hindi ones are the English id with `hi/` in front.
 */
const hindi = (path: string, file: string, id = file) =>
  route(path ? `hi/${path}` : "hi", file, { id: `hi/${id}` });

/** Mirrors the route table of the spec (§2); every other path goes back to the home page. */
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  // The admin area: one layout (navigation, guard, error boundary) around every admin page.
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin.tsx"),
    route("admind", "routes/admind.tsx"),
    route("admin/products", "routes/admin-products.tsx"),
    route("admin/products/:id/edit", "routes/admin-product-edit.tsx"),
    route("admin/products/:id/stock", "routes/admin-product-stock.tsx"),
    route("admin/order-details/:id", "routes/admin-order-details.tsx"),
    route("admin/order-details/:id/payment", "routes/admin-order-payment.tsx"),
    route("admin/sales/new", "routes/admin-sale-new.tsx"),
    route("admin/sales/quotes", "routes/admin-quotes.tsx"),
    route("admin/reports", "routes/admin-reports.tsx"),
    route("admin/gst", "routes/admin-gst.tsx"),
    route("admin/settings", "routes/admin-settings.tsx"),
    route("admin/alerts", "routes/admin-alerts.tsx"),
    route("admin/repairs", "routes/admin-repairs.tsx"),
    route("admin/repairs/reports", "routes/admin-repair-reports.tsx"),
    route("admin/repairs/:id", "routes/admin-repair-details.tsx"),
    route("admin/repairs/:id/job-card", "routes/admin-repair-job-card.tsx"),
    route("admin/demo-products", "routes/admin-demo-products.tsx"),
    route("admin/reviews", "routes/admin-reviews.tsx"),
    route("admin/accounts", "routes/admin-accounts.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("our-service", "routes/our-service.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("track", "routes/track.tsx"),
  route("track/:token", "routes/track-order.tsx"),
  route("quote/:token", "routes/quote.tsx"),
  route("terms", "routes/policy.tsx", { id: "terms" }),
  route("privacy", "routes/policy.tsx", { id: "privacy" }),
  route("repair", "routes/repair.tsx"),
  route("track/repair/:token", "routes/track-repair.tsx"),
  route("bill/:token", "routes/bill.tsx"),
  route("review/:token", "routes/review.tsx"),
  hindi("", "routes/home.tsx"),
  hindi("contact", "routes/contact.tsx"),
  hindi("our-service", "routes/our-service.tsx"),
  hindi("product/:id", "routes/product.tsx"),
  hindi("cart", "routes/cart.tsx"),
  hindi("track", "routes/track.tsx"),
  hindi("track/:token", "routes/track-order.tsx"),
  hindi("track/repair/:token", "routes/track-repair.tsx"),
  hindi("bill/:token", "routes/bill.tsx"),
  hindi("review/:token", "routes/review.tsx"),
  hindi("repair", "routes/repair.tsx"),
  hindi("terms", "routes/policy.tsx", "terms"),
  hindi("privacy", "routes/policy.tsx", "privacy"),
  hindi("quote/:token", "routes/quote.tsx"),
  route("*", "routes/redirect-home.tsx"),
] satisfies RouteConfig;
