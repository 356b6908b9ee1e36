import { openDatabase, prepareDataDir, type ShopDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedDemoCatalogue } from "./db/seed/seed";
import type { Config } from "./env";
import type { EventBus } from "./events/event-bus";
import { InProcessEventBus } from "./events/in-process-event-bus";
import { Orders } from "./modules/orders/order.service";
import { Catalog } from "./modules/products/catalog.service";
import type { ImageStorage } from "./storage/image-storage";
import { createLocalDiskStorage } from "./storage/local-disk-storage";

/** Everything the shop runs on, opened and migrated: what the server, the CLI and tests share. */
export interface Shop {
  config: Config;
  database: ShopDatabase;
  catalog: Catalog;
  orders: Orders;
  storage: ImageStorage;
  events: EventBus;
}

export interface OpenShopOptions {
  log?: (message: string) => void;
}

export async function openShop(config: Config, options: OpenShopOptions = {}): Promise<Shop> {
  const log = options.log ?? (() => {});
  // Uploaded images live in DATA_DIR whichever database holds the rest.
  prepareDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const events = new InProcessEventBus();
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log(`Applied database migrations: ${applied.join(", ")}`);
    const storage = createLocalDiskStorage(config.dataDir);
    const catalog = new Catalog(database.db, events);
    if (config.seedDemo) {
      const seeded = await seedDemoCatalogue(catalog, storage);
      if (seeded > 0) log(`Added the demo catalogue: ${seeded} products`);
    }
    const orders = new Orders(database.db, events);
    return { config, database, catalog, orders, storage, events };
  } catch (error) {
    await events.close();
    await database.close();
    throw error;
  }
}
