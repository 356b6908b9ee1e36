import { openDatabase, prepareDataDir, type ShopDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedDemoCatalogue } from "./db/seed/seed";
import { defaultSettings } from "../domain/settings";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import { InProcessEventBus } from "./events/in-process-event-bus";
import { PostgresEventBus } from "./events/postgres-event-bus";
import { AdminAuth } from "./modules/admin/admin-auth.service";
import { ensureAdminAccount } from "./modules/admin/first-admin";
import { OrderDesk } from "./modules/orders/order-desk.service";
import { OrderExport } from "./modules/orders/order-export.service";
import { OrderReports } from "./modules/orders/order-reports.service";
import { Orders } from "./modules/orders/order.service";
import { Catalogue } from "./modules/products/catalogue.service";
import { RepairDesk } from "./modules/repairs/repair-desk.service";
import { RepairReports } from "./modules/repairs/repair-reports.service";
import { Repairs } from "./modules/repairs/repairs.service";
import { Settings } from "./modules/settings/settings.service";
import type { ImageStorage } from "./storage/image-storage";
import { createLocalDiskStorage } from "./storage/local-disk-storage";

/** Everything the shop runs on, opened and migrated: what the server, the CLI and tests share. */
export interface Shop {
  config: Config;
  database: ShopDatabase;
  settings: Settings;
  catalogue: Catalogue;
  orders: Orders;
  orderDesk: OrderDesk;
  orderReports: OrderReports;
  orderExport: OrderExport;
  repairs: Repairs;
  repairDesk: RepairDesk;
  repairReports: RepairReports;
  storage: ImageStorage;
  events: EventBus;
  auth: AdminAuth;
  /** Stops live updates and closes the database. */
  close(): Promise<void>;
}

export interface OpenShopOptions {
  log?: (message: string) => void;
  /** Create the first admin account when the shop has none (the server does; the account CLI not). */
  ensureAdmin?: boolean;
}

export async function openShop(config: Config, options: OpenShopOptions = {}): Promise<Shop> {
  const log = options.log ?? (() => {});
  // Uploaded images live in DATA_DIR whichever database holds the rest.
  prepareDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let events: EventBus;
  try {
    // Instances that share a PostgreSQL database hear each other's changes through it.
    events = config.databaseUrl
      ? await PostgresEventBus.connect(config.databaseUrl)
      : new InProcessEventBus();
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log(`Applied database migrations: ${applied.join(", ")}`);
    const settings = await Settings.open(database.db, events, defaultSettings(config.shop));
    const storage = createLocalDiskStorage(config.dataDir);
    const catalogue = new Catalogue(database.db, events);
    if (config.seedDemo) {
      const seeded = await seedDemoCatalogue(catalogue, storage);
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
    const orders = new Orders(database.db, events);
    const orderDesk = new OrderDesk(database.db, events);
    const orderReports = new OrderReports(database.db);
    const orderExport = new OrderExport(database.db);
    const repairs = new Repairs(
      database.db,
      events,
      storage,
      () => settings.current(),
      config.orderRateLimit,
    );
    const repairDesk = new RepairDesk(database.db, events);
    const repairReports = new RepairReports(database.db);
    const close = async () => {
      await events.close();
      await database.close();
    };
    return {
      config,
      database,
      settings,
      catalogue,
      orders,
      orderDesk,
      orderReports,
      orderExport,
      repairs,
      repairDesk,
      repairReports,
      storage,
      events,
      auth,
      close,
    };
  } catch (error) {
    await events.close();
    await database.close();
    throw error;
  }
}
