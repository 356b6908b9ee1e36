import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { announceStockChanged } from "./stock-changed";
import {
  findStockMovements,
  insertStockMovements,
  setStockQuantity,
  type StockMovement,
} from "./stock.repository";
import { stockMessages } from "../../../domain/stock-count";

/**
 * The owner's own changes to a product's count (issue 31): set it, with a reason, kept in the
 * product's stock history with who did it; or stop counting. Orders take and give back through
 * the order placement and status changes, in their own transactions.
 */
export class Stock {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
  ) {}

  /** Returns false when no product has the id. */
  async adjust(
    productId: number,
    quantity: number | null,
    reason: string,
    adminEmail: string,
  ): Promise<boolean> {
    if (quantity !== null && (!Number.isInteger(quantity) || quantity < 0)) {
      throw new RangeError(stockMessages.notWhole);
    }
    if (reason.trim() === "") throw new RangeError(stockMessages.reasonNeeded);
    const at = new Date().toISOString();
    const found = await this.db.transaction().execute(async (trx) => {
      const before = await setStockQuantity(trx, productId, quantity, at);
      if (!before) return false;
      if (quantity !== null) {
        await insertStockMovements(trx, [
          {
            productId,
            kind: "adjusted",
            change: quantity - (before.before ?? 0),
            quantityAfter: quantity,
            orderNumber: null,
            reason: reason.trim(),
            adminEmail,
            createdAt: at,
          },
        ]);
      }
      return true;
    });
    if (found) await announceStockChanged(this.events);
    return found;
  }

  history(productId: number): Promise<StockMovement[]> {
    return findStockMovements(this.db, productId);
  }
}
