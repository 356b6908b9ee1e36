import type { ApplianceKind } from "../domain/appliance-kinds";
import type { Product } from "../domain/product";
import type { CatalogueFilter } from "../domain/search";
import type { ShopSettings } from "../domain/settings";
import type { SignedInAdmin } from "../domain/admin-auth";
import type { PageAuth } from "./auth/page-auth";
import type { CustomerErasure } from "./modules/orders/customer-erasure.service";
import type { OrderDesk } from "./modules/orders/order-desk.service";
import type { OrderReports } from "./modules/orders/order-reports.service";
import type { Quotes } from "./modules/orders/quotes.service";
import type { Sales } from "./modules/orders/sales.service";
import type { Stock } from "./modules/products/stock.service";
import type { OrderTracking } from "./modules/orders/order-tracking.service";
import type { Catalogue } from "./modules/products/catalogue.service";
import type { DemoCatalogue } from "./modules/products/demo-catalogue.service";
import type { StockAlerts } from "./modules/products/stock-alerts.service";
import type { PushAlerts } from "./modules/push/push-alerts.service";
import type { RepairDesk } from "./modules/repairs/repair-desk.service";
import type { RepairQueue } from "./modules/repairs/repair-queue.service";
import type { RepairReports } from "./modules/repairs/repair-reports.service";
import type { Repairs } from "./modules/repairs/repairs.service";
import type { Settings } from "./modules/settings/settings.service";
import type { ProductTaxes } from "./modules/bills/product-tax.service";
import type { Bills } from "./modules/bills/bills.service";
import type { Reviews } from "./modules/reviews/reviews.service";
import type { RepairShowcase } from "./modules/repairs/repair-showcase.service";
import type { AdminAccounts } from "./modules/admin/admin-accounts.service";
import type { PasswordResets } from "./modules/admin/password-resets.service";
import type { MailSettings } from "./modules/mail/mail-settings.service";
import type { ServiceLog } from "./service-log";

/** What page loaders may use: reads of the catalogue, never the database itself. */
export interface CatalogueReader {
  list(filter?: CatalogueFilter): Promise<Product[]>;
  brands(type?: ApplianceKind): Promise<string[]>;
  get(id: number): Promise<Product | undefined>;
}

/** The React Router load context: the only door from route modules into the server. */
export interface PageContext {
  // React Router's AppLoadContext is an open record; this says so for the fields below.
  [key: string]: unknown;
  /** Reads for every page; the changes only for admin actions, after their guard. */
  catalogue: CatalogueReader &
    Pick<Catalogue, "addProduct" | "updateProduct" | "setInStock" | "deleteProduct">;
  /** The demo products still there (`count`) and removing them; admin routes only. */
  demoCatalogue: Pick<DemoCatalogue, "count" | "ids" | "remove">;
  /**
   * The admin's orders; only admin routes use it, after `requireAdmin`. Its public methods only,
   * so a test may hand a loader a stand-in.
   */
  orderDesk: Pick<OrderDesk, keyof OrderDesk>;
  /** Sales the owner enters, quotes and payments (issue 31); admin routes only, after `requireAdmin`. */
  sales: Pick<Sales, keyof Sales>;
  /** Quotes: `byToken` and `confirm` for the customer's link; the rest admin only. */
  quotes: Pick<Quotes, keyof Quotes>;
  /** Counted stock and its history; admin routes only, after `requireAdmin`. */
  stock: Pick<Stock, keyof Stock>;
  /** The reports page's figures; admin routes only, after `requireAdmin`. */
  orderReports: Pick<OrderReports, keyof OrderReports>;
  /** Erasing a customer's personal data from their orders; admin actions only, after their guard. */
  customerErasure: Pick<CustomerErasure, keyof CustomerErasure>;
  /**
   * 'Tell me when it is back' requests: `request` for the product page's action; `list` and
   * `remove` for admin routes only, after `requireAdmin`.
   */
  stockAlerts: Pick<StockAlerts, keyof StockAlerts>;
  /** Alerts on the admins' phones; admin routes only, after `requireAdmin`. */
  pushAlerts: Pick<PushAlerts, "publicKey" | "subscribe" | "unsubscribe" | "sendTest">;
  /** Customers following their orders (the tracking pages), and the admin's updates to them. */
  orderTracking: Pick<OrderTracking, keyof OrderTracking>;
  /** Booking a repair, and the customer's view of it and answer to its estimate. */
  repairs: Pick<Repairs, keyof Repairs>;
  /** The repair queue; admin routes only, after `requireAdmin`. */
  repairDesk: Pick<RepairDesk, keyof RepairDesk>;
  repairQueue: Pick<RepairQueue, keyof RepairQueue>;
  /** The repair reports; admin routes only, after `requireAdmin`. */
  repairReports: Pick<RepairReports, keyof RepairReports>;
  /** Products' HSN codes and GST rates; admin routes only, after `requireAdmin`. */
  productTaxes: Pick<ProductTaxes, keyof ProductTaxes>;
  /**
   * Bills: `byToken` for the customer's private bill page and `customerLink` for their tracking
   * pages; issuing, credit notes and the rest for admin routes only, after `requireAdmin`.
   */
  bills: Pick<
    Bills,
    | "byToken"
    | "byId"
    | "forSource"
    | "customerLink"
    | "issueForOrder"
    | "issueForRepair"
    | "creditNote"
    | "monthSummary"
    | "asksAddress"
  >;
  /**
   * Reviews from buyers: `page`, `submit`, `forProduct` and `testimonials` for the storefront;
   * `linkFor` and the moderation for admin routes only, after `requireAdmin`.
   */
  reviews: Pick<Reviews, keyof Reviews>;
  /** `recent` for /our-service; `isShown` and `setShown` for admin routes only, after `requireAdmin`. */
  repairShowcase: Pick<RepairShowcase, keyof RepairShowcase>;
  /**
   * The client's address (after TRUST_PROXY), for per-address limits on anonymous writes and the
   * tracking lookup's lockout.
   */
  clientAddress: string;
  /** The shop's settings as they were when this request arrived, its texts in the page's language. */
  shop: ShopSettings;
  /** Reading is `shop`; the change (`update`) only for admin actions, after their guard. */
  settings: Pick<Settings, "current" | "update" | "version">;
  /** PUBLIC_URL: the address customers use, for canonical links; else the request's own origin. */
  publicUrl: string | undefined;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts SSR emits. */
  cspNonce: string | undefined;
  /** The signed-in admin; admin loaders refuse the request without one (requireAdmin). */
  admin: SignedInAdmin | undefined;
  /** Sign-in and sign-out for the login and logout actions. */
  auth: PageAuth;
  /** 'Forgot password?' and the reset link's page, for anyone (decision 38). */
  passwordResets: Pick<PasswordResets, "request" | "isUsable" | "reset">;
  /** The mail section of the settings; admin actions only, after their guard. */
  mailSettings: Pick<MailSettings, "view" | "isSetUp" | "save" | "clear" | "sendTest">;
  /** The admin accounts page; admin routes only, after their guard. */
  adminAccounts: Pick<AdminAccounts, keyof AdminAccounts>;
  /** The services' pino log, for what a loader, action or render must tell the operator. */
  log: (module: string) => ServiceLog;
}
