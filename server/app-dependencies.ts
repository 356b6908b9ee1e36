import type { ShopDatabase } from "./db/database";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import type { Logger } from "./log";
import type { AdminAuth } from "./modules/admin/admin-auth.service";
import type { AdminAccounts } from "./modules/admin/admin-accounts.service";
import type { PasswordResets } from "./modules/admin/password-resets.service";
import type { MailSettings } from "./modules/mail/mail-settings.service";
import type { CustomerErasure } from "./modules/orders/customer-erasure.service";
import type { StockAlerts } from "./modules/products/stock-alerts.service";
import type { OrderDesk } from "./modules/orders/order-desk.service";
import type { OrderExport } from "./modules/orders/order-export.service";
import type { OrderReports } from "./modules/orders/order-reports.service";
import type { OrderTracking } from "./modules/orders/order-tracking.service";
import type { Orders } from "./modules/orders/order.service";
import type { Catalogue } from "./modules/products/catalogue.service";
import type { DemoCatalogue } from "./modules/products/demo-catalogue.service";
import type { PushAlerts } from "./modules/push/push-alerts.service";
import type { RateLimits } from "./modules/rate-limits/rate-limits";
import type { RepairDesk } from "./modules/repairs/repair-desk.service";
import type { RepairQueue } from "./modules/repairs/repair-queue.service";
import type { RepairExport } from "./modules/repairs/repair-export.service";
import type { RepairReports } from "./modules/repairs/repair-reports.service";
import type { ProductTaxes } from "./modules/bills/product-tax.service";
import type { Bills } from "./modules/bills/bills.service";
import type { Reviews } from "./modules/reviews/reviews.service";
import type { RepairShowcase } from "./modules/repairs/repair-showcase.service";
import type { Repairs } from "./modules/repairs/repairs.service";
import type { Settings } from "./modules/settings/settings.service";
import type { Quotes } from "./modules/orders/quotes.service";
import type { Sales } from "./modules/orders/sales.service";
import type { Stock } from "./modules/products/stock.service";
import type { PageContext } from "./page-context";
import type { ImageStorage } from "./storage/image-storage";

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/** What the Hono app is made of: the services, the stores and how pages are rendered. */
export interface AppDependencies {
  config: Config;
  database: ShopDatabase;
  catalogue: Catalogue;
  demoCatalogue: DemoCatalogue;
  orders: Orders;
  orderDesk: OrderDesk;
  sales: Sales;
  quotes: Quotes;
  stock: Stock;
  orderReports: OrderReports;
  orderExport: OrderExport;
  customerErasure: CustomerErasure;
  stockAlerts: StockAlerts;
  orderTracking: OrderTracking;
  repairs: Repairs;
  repairDesk: RepairDesk;
  repairQueue: RepairQueue;
  repairExport: RepairExport;
  repairReports: RepairReports;
  productTaxes: ProductTaxes;
  bills: Bills;
  reviews: Reviews;
  repairShowcase: RepairShowcase;
  storage: ImageStorage;
  rateLimits: RateLimits;
  events: EventBus;
  auth: AdminAuth;
  adminAccounts: AdminAccounts;
  mailSettings: MailSettings;
  passwordResets: PasswordResets;
  pushAlerts: PushAlerts;
  settings: Settings;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** Folder of the built browser assets (production only; Vite serves them in development). */
  clientAssetsDir?: string;
  /** Where the request log goes; by default standard output at the configured level. */
  log?: Logger;
}
