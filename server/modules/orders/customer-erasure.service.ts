import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { ERASURE_NOTE } from "../../../domain/customer-erasure";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { erasePersonalData, findOrderIdsByMobile } from "./customer-erasure.repository";
import { insertActivity } from "./order-desk.repository";

/**
 * Erases a customer on request: their personal data leaves every order placed with their mobile
 * number (`ORDER_PERSONAL_DATA` says which columns), the orders stay for the accounts, and each
 * order's timeline records who erased it and when.
 */
export class CustomerErasure {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
  ) {}

  /** How many orders erasing this mobile number would anonymise, for the admin to confirm. */
  async countOrders(mobile: string): Promise<number> {
    return (await findOrderIdsByMobile(this.db, mobile)).length;
  }

  /** Erases every order placed with the mobile number; returns how many there were. */
  async erase(mobile: string, admin: SignedInAdmin): Promise<number> {
    const at = new Date().toISOString();
    const erased = await this.db.transaction().execute(async (trx) => {
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
      return ids;
    });
    for (const orderId of erased) {
      try {
        await this.events.publish("orders", { kind: "activity", orderId, origin: this.#origin });
      } catch (error) {
        // Committed and the admin told; open dashboards show it on their next load.
        console.error("Could not announce the erasure of an order:", error);
      }
    }
    return erased.length;
  }
}
