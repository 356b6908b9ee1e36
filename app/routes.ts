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
  route("admin/products", "routes/admin-products.tsx"),
  route("admin/products/:id/edit", "routes/admin-product-edit.tsx"),
  route("admin/order-details/:id", "routes/admin-order-details.tsx"),
  route("admin/reports", "routes/admin-reports.tsx"),
  route("repair", "routes/repair.tsx"),
  route("track/repair/:token", "routes/track-repair.tsx"),
  route("admin/repairs", "routes/admin-repairs.tsx"),
  route("admin/repairs/reports", "routes/admin-repair-reports.tsx"),
  route("admin/repairs/:id", "routes/admin-repair-details.tsx"),
  route("admin/repairs/:id/job-card", "routes/admin-repair-job-card.tsx"),
  route("*", "routes/redirect-home.tsx"),
] satisfies RouteConfig;
