import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { ERASURE_NOTE, type CustomerRecords } from "../../../domain/customer-erasure";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { insertActivity as insertRepairActivity } from "../repairs/repair.repository";
import type { ImageStorage } from "../../storage/image-storage";
import {
  deletePhotosOfRepairs,
  erasePersonalData,
  eraseRepairPersonalData,
  findOrderIdsByMobile,
  findPhotosOfRepairs,
  findRepairIdsByMobile,
} from "./customer-erasure.repository";
import {
  countStockAlertsByMobile,
  deleteStockAlertsByMobile,
} from "../products/stock-alerts.repository";
import { insertActivity } from "./order-desk.repository";
import { countBillsOfSources } from "../bills/bill.repository";
import { eraseReviewNames } from "../reviews/reviews.repository";
import { announceReviewsChanged } from "../reviews/reviews.service";
import { serviceLog } from "../../service-log";

const log = serviceLog("customer-erasure");

/**
 * Erases a customer on request: their personal data leaves every order placed and every repair
 * booked with their mobile number (`ORDER_PERSONAL_DATA` and `REPAIR_PERSONAL_DATA` say which
 * columns), both stay for the accounts, and each one's timeline records who erased it and when.
 * Their back-in-stock requests hold nothing the accounts need, so they are deleted, and so are
 * the photos they sent with a repair booking, from DATA_DIR or the bucket. Their reviews keep
 * their stars and words but no longer their first name. Their bills are kept as issued, with
 * their name and mobile (GST law keeps invoices 72 months; decision 33), and counted in the answer.
 */
export class CustomerErasure {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly storage: ImageStorage,
  ) {}

  /** How many orders and repairs erasing this mobile number would anonymise, to confirm. */
  async countRecords(mobile: string): Promise<CustomerRecords> {
    const [orders, repairs, stockAlerts] = await Promise.all([
      findOrderIdsByMobile(this.db, mobile),
      findRepairIdsByMobile(this.db, mobile),
      countStockAlertsByMobile(this.db, mobile),
    ]);
    const bills = await countBillsOfSources(this.db, { order: orders, repair: repairs });
    return { orders: orders.length, repairs: repairs.length, stockAlerts, bills };
  }

  /**
   * Erases every order and repair with the mobile number and deletes its back-in-stock requests
   * (nothing in them is kept for the accounts); returns how many there were.
   */
  async erase(mobile: string, admin: SignedInAdmin): Promise<CustomerRecords> {
    const at = new Date().toISOString();
    // The photos go first: if the storage fails, nothing is erased and the admin is told, so the
    // shop never says a customer was erased while their photos stay in a bucket.
    const deleted = await this.#deletePhotos(
      await findPhotosOfRepairs(this.db, await findRepairIdsByMobile(this.db, mobile)),
    );
    const { orderIds, repairIds, stockAlerts, photos, bills } = await this.db
      .transaction()
      .execute(async (trx) => {
        const ids = await findOrderIdsByMobile(trx, mobile);
        await erasePersonalData(trx, ids, at);
        await insertActivity(
          trx,
          ids.map((orderId) => ({
            orderId,
            kind: "note",
            status: null,
            callOutcome: null,
            note: ERASURE_NOTE,
            adminEmail: admin.email,
            createdAt: at,
          })),
        );
        const repairs = await findRepairIdsByMobile(trx, mobile);
        await eraseRepairPersonalData(trx, repairs, at);
        for (const repairId of repairs) {
          await insertRepairActivity(trx, repairId, {
            kind: "note",
            status: null,
            detail: ERASURE_NOTE,
            adminEmail: admin.email,
            createdAt: at,
          });
        }
        await eraseReviewNames(trx, "order", ids);
        await eraseReviewNames(trx, "repair", repairs);
        const photos = await findPhotosOfRepairs(trx, repairs);
        await deletePhotosOfRepairs(trx, repairs);
        const alerts = await deleteStockAlertsByMobile(trx, mobile);
        // Bills are kept as issued, name and mobile too: GST law keeps them 72 months (decision 33).
        const bills = await countBillsOfSources(trx, { order: ids, repair: repairs });
        return { orderIds: ids, repairIds: repairs, stockAlerts: alerts, photos, bills };
      });
    // A repair booked with photos while this ran: its photos go too.
    await this.#deletePhotos(photos.filter((name) => !deleted.has(name)));
    for (const repairId of repairIds) {
      try {
        await this.events.publish("repairs", { kind: "updated", repairId, origin: this.#origin });
      } catch (error) {
        log.error("Could not announce the erasure of a repair", error);
      }
    }
    for (const orderId of orderIds) {
      try {
        await this.events.publish("orders", { kind: "activity", orderId, origin: this.#origin });
      } catch (error) {
        // Committed and the admin told; open dashboards show it on their next load.
        log.error("Could not announce the erasure of an order", error);
      }
    }
    // Product pages and /our-service may show their first name until they reload.
    await announceReviewsChanged(this.events);
    return { orders: orderIds.length, repairs: repairIds.length, stockAlerts, bills };
  }

  async #deletePhotos(names: readonly string[]): Promise<Set<string>> {
    for (const name of names) await this.storage.deleteRepairPhoto(name);
    return new Set(names);
  }
}
