import { APPLIANCE_KINDS } from "./appliance-kinds";

/** Business constants of spec §9, written once so screens, server and tests agree. */
export const SPEC_CATEGORIES = [
  "Electronics",
  "Clothing",
  "Books",
  "Home & Kitchen",
  "Sports",
  "Beauty",
  "Toys",
  "Automotive",
  "Health",
  "Others",
] as const;
/** The shop's appliance kinds first (issue 15), then the spec's ten, all selectable. */
export const PRODUCT_CATEGORIES = [
  ...APPLIANCE_KINDS.map((kind) => kind.category),
  ...SPEC_CATEGORIES,
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const DEFAULT_MAX_QUANTITY = 10;
export const MIN_QUANTITY = 1;
export const DEFAULT_RATING = 4;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_REVIEWS = 0;
export const DEFAULT_DESCRIPTION = "No description available";

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "processing",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CART_STORAGE_KEY = "cart";
/** The last checkout's name, mobile and delivery details, for the next checkout (issue 12). */
export const REMEMBERED_CUSTOMER_STORAGE_KEY = "customer";
/** Number and private link of each order placed from this browser (issue 12). */
export const PHONE_ORDERS_STORAGE_KEY = "orders-on-this-phone";
export const SEARCH_QUERY_MAX_LENGTH = 100;
