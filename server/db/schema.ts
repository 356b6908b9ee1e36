import type { Generated, Insertable, Selectable } from "kysely";
import type { BillsTables } from "./schema-bills";
import type { ReviewsTables } from "./schema-reviews";
import type { AccountsTables } from "./schema-accounts";
import type { RepairsTables } from "./schema-repairs";

/**
 * Table types as both databases store them. Money columns are integer paise; timestamps are
 * ISO 8601 UTC text (sorts and compares the same way on SQLite and PostgreSQL); flags are 0/1.
 */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** Hindi name and description; '' when none (the storefront then shows the English one). */
  name_hi: string;
  description_hi: string;
  price_paise: number;
  old_price_paise: number;
  brand: string;
  category: string;
  rating: number;
  reviews: number;
  in_stock: number;
  max_quantity: number;
  /** Units in the shop; null when the product is not counted (its in_stock switch rules). */
  stock_quantity: Generated<number | null>;
  /** The add form's key of the post that added it; null for products added otherwise. */
  add_key: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductImagesTable {
  product_id: number;
  position: number;
  url: string;
}

export interface ProductSpecificationsTable {
  product_id: number;
  position: number;
  key: string;
  value: string;
  key_hi: Generated<string>;
  value_hi: Generated<string>;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  customer_name: string;
  customer_mobile: string;
  total_paise: number;
  status: string;
  idempotency_key: string | null;
  /** Hash of the request that placed the order (order-placement.ts `requestHashOf`). */
  request_hash: string | null;
  /** Optional, as the customer gave them at checkout; the PIN code is 6 digits. */
  delivery_address: string | null;
  delivery_landmark: string | null;
  delivery_pin: string | null;
  /** 1 when the PIN code was outside the shop's service area when the order was placed. */
  outside_service_area: Generated<number>;
  /** SHA-256 of the private tracking link's token (tracking-links.ts); never the token itself. */
  tracking_token_hash: string | null;
  /** The customer's language, 'en' or 'hi' (domain/locale.ts). */
  locale: Generated<string>;
  /** web, counter, phone or whatsapp (domain/sales.ts `SALE_CHANNELS`). */
  channel: Generated<string>;
  /** The admin who entered a sale; null for a customer's own web order. */
  entered_by: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A snapshot of the product as it was ordered; later product edits never change an order. */
export interface OrderItemsTable {
  order_id: number;
  position: number;
  product_id: number | null;
  name: string;
  unit_price_paise: number;
  old_price_paise: number;
  image: string;
  quantity: number;
  /** product, service (rate card or free text) or exchange (negative unit price). */
  kind: Generated<string>;
  /** The catalogue price when the owner sold at another, with the reason he gave. */
  list_price_paise: Generated<number | null>;
  override_reason: Generated<string | null>;
  /** An exchanged appliance's condition. */
  detail: Generated<string | null>;
}

/** Money received on an order (cash, upi or card); paid and due are derived from these rows. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  method: string;
  amount_paise: number;
  reference: string | null;
  admin_email: string | null;
  created_at: string;
}

/** One change of a counted product's stock: sold, cancelled (given back) or adjusted. */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  kind: string;
  change: number;
  quantity_after: number;
  order_number: string | null;
  reason: string | null;
  admin_email: string | null;
  created_at: string;
}

/** A quote (issue 31); see migration 20261127-0300 for what each column holds. */
export interface QuotesTable {
  id: Generated<number>;
  quote_number: string;
  idempotency_key: string;
  token_hash: string;
  channel: string;
  customer_name: string;
  customer_mobile: string;
  delivery_address: string | null;
  sale: string;
  total_paise: number;
  valid_until: string;
  order_id: number | null;
  confirmed_at: string | null;
  admin_email: string | null;
  created_at: string;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  admin_user_id: number;
  created_at: string;
  last_seen_at: string;
}

/**
 * Sign-in attempts that did not succeed, including those whose password check is still running:
 * an attempt is written before its check, so checks running at once are all counted.
 */
export interface LoginFailuresTable {
  /** Lower-cased, as typed; whether an account has it is not recorded. */
  email: string;
  address: string;
  failed_at: string;
}

/** Rows a sign-in attempt locks while it counts and records itself (`email:…`, `address:…`). */
export interface LoginAttemptKeysTable {
  key: string;
  last_attempt_at: string;
}

/** Things that happen once in a shop's life, e.g. 'first-start' (issue 33). */
export interface ShopMilestonesTable {
  name: string;
  reached_at: string;
}

/** The products the demo seed added, while they exist. */
export interface DemoProductsTable {
  product_id: number;
}

/** A setting the owner saved; its value is JSON. Unsaved settings follow their defaults. */
export interface ShopSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  /** The admin's e-mail; null when saved from the command line or a test. */
  updated_by: string | null;
}

export interface OrderActivityTable {
  order_id: number;
  /**
   * 'customer-cancel': the customer cancelled on the tracking page; 'update-sent': an admin sent
   * the customer a WhatsApp update about the status in `status`; 'sale': an admin entered the
   * order (note: channel and any price changed, with its reason); 'payment': money received (note).
   */
  kind: "status" | "note" | "call" | "customer-cancel" | "update-sent" | "sale" | "payment";
  /** The status set, for kind 'status' (and the one told, for 'update-sent'). */
  status: string | null;
  /** For kind 'call': no_answer, call_back_later, confirmed or wrong_number. */
  call_outcome: string | null;
  note: string | null;
  /** Who did it; null when the change did not come from a signed-in admin. */
  admin_email: string | null;
  created_at: string;
}

/** The shop's VAPID key pair for Web Push (one row, id 1), base64url as web-push makes them. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** An admin device that receives order alerts: the browser's push subscription. */
export interface PushSubscriptionsTable {
  endpoint: string;
  p256dh: string;
  auth: string;
  admin_user_id: number | null;
  /** What the admin sees the device as (from its browser's user agent). */
  device: string;
  created_at: string;
}

/** Alerts an instance has taken on sending (`order-created:<id>` …), so each is pushed once. */
export interface PushClaimsTable {
  key: string;
  claimed_at: string;
}

/** A rate limit's token bucket for one client address, shared by the instances on PostgreSQL. */
export interface RateLimitBucketsTable {
  limit_name: string;
  client: string;
  tokens: number;
  /** Milliseconds since 1970 on the database's clock. */
  updated_ms: number;
}

/** One run of a timed job in one time slot: the instance that inserted the row runs it. */
export interface JobRunsTable {
  job: string;
  slot: string;
  started_at: string;
  finished_at: string | null;
  /** Why the run failed; null while it runs and once it succeeded. */
  failure: string | null;
}

/** What instances keep outside the database yet must agree on, by a fingerprint of it. */
export interface SharedFingerprintsTable {
  name: string;
  fingerprint: string;
  recorded_at: string;
}

/** A lookup by order number and mobile that found nothing, kept for the lockout (issue 12). */
export interface TrackingLookupFailuresTable {
  address: string;
  /** The order or repair number asked for; '' on misses from before it was kept. */
  number: Generated<string>;
  failed_at: string;
}

/** 'Tell me when it is back' requests: one per product and mobile number. */
export interface StockAlertsTable {
  product_id: number;
  mobile: string;
  created_at: string;
}

export interface Database extends BillsTables, ReviewsTables, AccountsTables, RepairsTables {
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_specifications: ProductSpecificationsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_payments: OrderPaymentsTable;
  stock_movements: StockMovementsTable;
  quotes: QuotesTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_attempt_keys: LoginAttemptKeysTable;
  order_activity: OrderActivityTable;
  shop_settings: ShopSettingsTable;
  shop_milestones: ShopMilestonesTable;
  demo_products: DemoProductsTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_claims: PushClaimsTable;
  tracking_lookup_failures: TrackingLookupFailuresTable;
  stock_alerts: StockAlertsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  job_runs: JobRunsTable;
  shared_fingerprints: SharedFingerprintsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
