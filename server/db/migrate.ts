import { Migrator, type Kysely, type Migration } from "kysely";
import * as initial from "./migrations/20261121-0001-initial";
import * as adminDesk from "./migrations/20261121-0002-admin-desk";
import * as orderDeskIndexes from "./migrations/20261121-0003-order-desk-indexes";
import * as loginAttemptKeys from "./migrations/20261123-0001-login-attempt-keys";
import * as orderRequestHash from "./migrations/20261123-0002-order-request-hash";
import * as shopSettings from "./migrations/20261123-0003-shop-settings";
import * as orderTracking from "./migrations/20261123-0010-order-tracking";
import * as pushAlerts from "./migrations/20261123-0020-push-alerts";
import * as ordersPendingFirstIndex from "./migrations/20261123-0021-orders-pending-first-index";
import * as repairs from "./migrations/20261123-0050-repairs";
import * as stockAlerts from "./migrations/20261123-0080-stock-alerts";
import * as productHindi from "./migrations/20261123-0090-product-hindi";
import * as customerLocale from "./migrations/20261123-0092-customer-locale";
import * as sharedLimitsAndJobRuns from "./migrations/20261127-0100-shared-limits-and-job-runs";
import * as sales from "./migrations/20261127-0300-sales";
import * as demoSeededOnce from "./migrations/20261127-0400-demo-seeded-once";
import * as lookupMissesPerNumber from "./migrations/20261127-0500-lookup-misses-per-number";
import * as bills from "./migrations/20261127-0600-bills";
import * as reviews from "./migrations/20261127-0800-reviews";
import * as specificationHindi from "./migrations/20261127-0900-specification-hindi";
import * as repairShowcase from "./migrations/20261127-1150-repair-showcase";
import * as mailAndPasswordResets from "./migrations/20261127-1000-mail-and-password-resets";
import * as productAddKey from "./migrations/20261128-0200-product-add-key";
import * as demoProductsHindi from "./migrations/20261128-0300-demo-products-hindi";
import * as demoDescriptionsNeutral from "./migrations/20261206-0100-demo-descriptions-neutral";
import * as stockNotNegative from "./migrations/20261206-0200-stock-not-negative";
import type { Database } from "./schema";

/**
 * Listed here rather than read from the folder so the same list works under tsx, in a bundle and
 * in tests. Names are date-prefixed; the migrator applies them in name order.
 */
export const shopMigrations: Record<string, Migration> = {
  "20261121-0001-initial": initial,
  "20261121-0002-admin-desk": adminDesk,
  "20261121-0003-order-desk-indexes": orderDeskIndexes,
  "20261123-0001-login-attempt-keys": loginAttemptKeys,
  "20261123-0002-order-request-hash": orderRequestHash,
  "20261123-0003-shop-settings": shopSettings,
  "20261123-0010-order-tracking": orderTracking,
  "20261123-0020-push-alerts": pushAlerts,
  "20261123-0021-orders-pending-first-index": ordersPendingFirstIndex,
  "20261123-0050-repairs": repairs,
  "20261123-0080-stock-alerts": stockAlerts,
  "20261123-0090-product-hindi": productHindi,
  "20261123-0092-customer-locale": customerLocale,
  "20261127-0100-shared-limits-and-job-runs": sharedLimitsAndJobRuns,
  "20261127-0300-sales": sales,
  "20261127-0400-demo-seeded-once": demoSeededOnce,
  "20261127-0500-lookup-misses-per-number": lookupMissesPerNumber,
  "20261127-0600-bills": bills,
  "20261127-0800-reviews": reviews,
  "20261127-0900-specification-hindi": specificationHindi,
  "20261127-1000-mail-and-password-resets": mailAndPasswordResets,
  "20261127-1150-repair-showcase": repairShowcase,
  "20261128-0200-product-add-key": productAddKey,
  "20261128-0300-demo-products-hindi": demoProductsHindi,
  "20261206-0100-demo-descriptions-neutral": demoDescriptionsNeutral,
  "20261206-0200-stock-not-negative": stockNotNegative,
};

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Applies every pending migration in one transaction: all of them land, or none does. */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrations: Record<string, Migration> = shopMigrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new MigrationError(
      `Database migration ${failed?.migrationName ?? ""} failed, nothing was changed: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  return results
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}
