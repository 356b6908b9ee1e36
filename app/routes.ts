import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Mirrors the route table of the spec (§2); every other path goes back to the home page. */
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admind", "routes/admind.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("our-service", "routes/our-service.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("track", "routes/track.tsx"),
  route("track/:token", "routes/track-order.tsx"),
  route("admin/products", "routes/admin-products.tsx"),
  route("admin/products/:id/edit", "routes/admin-product-edit.tsx"),
  route("admin/order-details/:id", "routes/admin-order-details.tsx"),
  route("admin/reports", "routes/admin-reports.tsx"),
  route("admin/settings", "routes/admin-settings.tsx"),
  route("terms", "routes/policy.tsx", { id: "terms" }),
  route("privacy", "routes/policy.tsx", { id: "privacy" }),
  route("admin/alerts", "routes/admin-alerts.tsx"),
  route("*", "routes/redirect-home.tsx"),
] satisfies RouteConfig;
