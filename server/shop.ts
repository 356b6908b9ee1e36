import { holdSharedLock } from "./backup/data-dir-lock";
import { openDatabase, prepareDataDir, type ShopDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { defaultSettings } from "../domain/settings";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import { InProcessEventBus } from "./events/in-process-event-bus";
import { PostgresEventBus } from "./events/postgres-event-bus";
import { AdminAuth } from "./modules/admin/admin-auth.service";
import { ensureAdminAccount } from "./modules/admin/first-admin";
import { AdminAccounts } from "./modules/admin/admin-accounts.service";
import { PasswordResets } from "./modules/admin/password-resets.service";
import { MailSettings } from "./modules/mail/mail-settings.service";
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from "../domain/password-reset";
import { CustomerErasure } from "./modules/orders/customer-erasure.service";
import { StockAlerts } from "./modules/products/stock-alerts.service";
import { OrderDesk } from "./modules/orders/order-desk.service";
import { OrderExport } from "./modules/orders/order-export.service";
import { OrderReports } from "./modules/orders/order-reports.service";
import { OrderTracking } from "./modules/orders/order-tracking.service";
import { checkSharedTrackingKey } from "./modules/orders/shared-tracking-key";
import { TrackingLinks } from "./modules/orders/tracking-links";
import { Orders } from "./modules/orders/order.service";
import { TransactionOrderWriter } from "./modules/orders/order-writer";
import { SqliteOrderWriter } from "./modules/orders/sqlite-order-writer";
import { Quotes } from "./modules/orders/quotes.service";
import { Sales } from "./modules/orders/sales.service";
import { Catalogue } from "./modules/products/catalogue.service";
import { Stock } from "./modules/products/stock.service";
import { DemoCatalogue } from "./modules/products/demo-catalogue.service";
import { PushAlerts, vapidSubject } from "./modules/push/push-alerts.service";
import { RepairDesk } from "./modules/repairs/repair-desk.service";
import { ProductTaxes } from "./modules/bills/product-tax.service";
import { Bills } from "./modules/bills/bills.service";
import { AutomaticBills } from "./modules/bills/automatic-bills";
import { Reviews } from "./modules/reviews/reviews.service";
import { RepairShowcase } from "./modules/repairs/repair-showcase.service";
import { RepairQueue } from "./modules/repairs/repair-queue.service";
import { RepairExport } from "./modules/repairs/repair-export.service";
import { RepairReports } from "./modules/repairs/repair-reports.service";
import { Repairs } from "./modules/repairs/repairs.service";
import {
  databaseRateLimits,
  memoryRateLimits,
  type RateLimits,
} from "./modules/rate-limits/rate-limits";
import { Settings } from "./modules/settings/settings.service";
import type { ImageStorage } from "./storage/image-storage";
import { openImageStorage, type OpenedStorage } from "./storage/open-storage";

/** Everything the shop runs on, opened and migrated: what the server, the CLI and tests share. */
export interface Shop {
  config: Config;
  database: ShopDatabase;
  settings: Settings;
  catalogue: Catalogue;
  demoCatalogue: DemoCatalogue;
  orders: Orders;
  orderDesk: OrderDesk;
  /** Sales the owner enters and payments on orders (issue 31). */
  sales: Sales;
  quotes: Quotes;
  /** Counted stock and its history (issue 31). */
  stock: Stock;
  orderReports: OrderReports;
  orderExport: OrderExport;
  customerErasure: CustomerErasure;
  stockAlerts: StockAlerts;
  orderTracking: OrderTracking;
  repairs: Repairs;
  repairDesk: RepairDesk;
  productTaxes: ProductTaxes;
  bills: Bills;
  /** Bills issued by themselves, and the catch-up of those a crash left unissued. */
  automaticBills: AutomaticBills;
  reviews: Reviews;
  /** Closed repairs the owner shows on /our-service (issue 33). */
  repairShowcase: RepairShowcase;
  repairQueue: RepairQueue;
  repairExport: RepairExport;
  repairReports: RepairReports;
  storage: ImageStorage;
  /** The per-address limits: in memory on SQLite, in the database on PostgreSQL (decision 30). */
  rateLimits: RateLimits;
  /** Where the pictures are: DATA_DIR/uploads, or the bucket STORAGE_URL names. */
  storageDescription: string;
  events: EventBus;
  auth: AdminAuth;
  /** The admin accounts page: add, set another's password, remove (issue 34). */
  adminAccounts: AdminAccounts;
  /** The mail server the owner set in the settings (decision 38). */
  mailSettings: MailSettings;
  /** 'Forgot password?': one-time links by e-mail (decision 38). */
  passwordResets: PasswordResets;
  pushAlerts: PushAlerts;
  /**
   * Writes the orders already asked for, then stops live updates, lets alerts on their way finish
   * and closes the database.
   */
  close(): Promise<void>;
}

export interface OpenShopOptions {
  log?: (message: string) => void;
  /** Create the first admin account when the shop has none (the server does; the account CLI not). */
  ensureAdmin?: boolean;
  /**
   * Issue bills by themselves and catch up at start (default); a test leaves it off to stand for
   * an instance that crashed between a sale and its bill.
   */
  automaticBills?: boolean;
}

export async function openShop(config: Config, options: OpenShopOptions = {}): Promise<Shop> {
  const log = options.log ?? (() => {});
  // Uploaded images live in DATA_DIR whichever database holds the rest.
  prepareDataDir(config.dataDir);
  // Held while the shop is open, so a restore cannot replace its files under it.
  const dataDirLock = holdSharedLock(config.dataDir);
  let database: ShopDatabase;
  let storage: OpenedStorage;
  try {
    // First the bucket: a shop that cannot reach its pictures says so before touching anything.
    storage = await openImageStorage(config.storage, config.dataDir);
  } catch (error) {
    dataDirLock.release();
    throw error;
  }
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    storage.close();
    dataDirLock.release();
    throw error;
  }
  let events: EventBus;
  try {
    // Instances that share a PostgreSQL database hear each other's changes through it.
    events = config.databaseUrl
      ? await PostgresEventBus.connect(config.databaseUrl)
      : new InProcessEventBus();
  } catch (error) {
    await database.close();
    storage.close();
    dataDirLock.release();
    throw error;
  }
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log(`Applied database migrations: ${applied.join(", ")}`);
    const settings = await Settings.open(database.db, events, defaultSettings(config.shop));
    const images = storage.images;
    const rateLimits = database.sqlite ? memoryRateLimits() : databaseRateLimits(database.db);
    const catalogue = new Catalogue(database.db, events);
    const demoCatalogue = new DemoCatalogue(database.db, catalogue, images, config.buildDir);
    // Only a new database's first start adds the demo: a catalogue emptied later stays empty.
    if ((await demoCatalogue.firstStart()) && config.seedDemo) {
      const seeded = await demoCatalogue.seed();
      if (seeded > 0) log(`Added the demo catalogue: ${seeded} products`);
    }
    const auth = new AdminAuth(database.db);
    await auth.prune();
    if (options.ensureAdmin ?? true) {
      await ensureAdminAccount(
        auth,
        { email: config.adminEmail, password: config.adminPassword },
        log,
      );
    }
    const adminAccounts = new AdminAccounts(database.db, auth);
    const mailSettings = new MailSettings(database.db);
    const passwordResets = new PasswordResets(
      database.db,
      mailSettings,
      {
        perAddress: rateLimits.limiter("password-reset-address", RESET_REQUESTS_PER_ADDRESS),
        perEmail: rateLimits.limiter("password-reset-email", RESET_REQUESTS_PER_EMAIL),
      },
      { name: () => settings.current().name, publicUrl: config.publicUrl },
    );
    await passwordResets.prune();
    const trackingLinks = TrackingLinks.open(config.dataDir);
    if (!database.sqlite) await checkSharedTrackingKey(database.db, trackingLinks, config.dataDir);
    const orders = new Orders(
      database.sqlite
        ? new SqliteOrderWriter(database.sqlite, config.dataDir)
        : new TransactionOrderWriter(database.db, trackingLinks),
      events,
      () => settings.current().serviceAreaPins,
    );
    const repairs = new Repairs(
      database.db,
      events,
      images,
      () => settings.current(),
      rateLimits,
      config.orderRateLimit,
    );
    const orderTracking = new OrderTracking(
      database.db,
      events,
      trackingLinks,
      repairs,
      catalogue,
      () => settings.current().rateCard,
    );
    await orderTracking.prune();
    const orderDesk = new OrderDesk(database.db, events);
    const sales = new Sales(database.db, orders, events, () => settings.current());
    const stock = new Stock(database.db, events);
    const quotes = new Quotes(database.db, sales);
    const orderReports = new OrderReports(database.db);
    const orderExport = new OrderExport(database.db);
    const customerErasure = new CustomerErasure(database.db, events, images);
    const stockAlerts = new StockAlerts(
      database.db,
      rateLimits.limiter("stock-alerts", config.orderRateLimit),
    );
    const pushAlerts = await PushAlerts.open(database.db, {
      subject: () => vapidSubject(config.publicUrl, settings.current().email),
    });
    pushAlerts.listenTo(events);
    const repairDesk = new RepairDesk(database.db, events);
    const repairQueue = new RepairQueue(database.db);
    const repairExport = new RepairExport(database.db);
    const repairReports = new RepairReports(database.db);
    const productTaxes = new ProductTaxes(database.db);
    const bills = new Bills(database.db, trackingLinks, () => settings.current());
    const automaticBills = new AutomaticBills(database.db, bills);
    if (options.automaticBills !== false) {
      automaticBills.listenTo(events);
      await automaticBills.catchUpAtStart();
    }
    const reviews = new Reviews(database.db, trackingLinks, events);
    const repairShowcase = new RepairShowcase(database.db);
    const close = async () => {
      // First: the orders still being written announce themselves on the bus once committed.
      await orders.close();
      await events.close();
      await pushAlerts.settle();
      await automaticBills.settle();
      await passwordResets.settle();
      await database.close();
      storage.close();
      dataDirLock.release();
    };
    return {
      config,
      database,
      settings,
      catalogue,
      demoCatalogue,
      orders,
      orderDesk,
      sales,
      quotes,
      stock,
      orderReports,
      orderExport,
      customerErasure,
      stockAlerts,
      orderTracking,
      repairs,
      repairDesk,
      repairQueue,
      repairExport,
      repairReports,
      productTaxes,
      bills,
      automaticBills,
      reviews,
      repairShowcase,
      storage: images,
      rateLimits,
      storageDescription: storage.description,
      events,
      auth,
      adminAccounts,
      mailSettings,
      passwordResets,
      pushAlerts,
      close,
    };
  } catch (error) {
    await events.close();
    await database.close();
    storage.close();
    dataDirLock.release();
    throw error;
  }
}
