import type { Kysely } from "kysely";
import { stockAlertMessages, type StockAlert } from "../../../domain/stock-alerts";
import type { Database } from "../../db/schema";
import type { RateLimiter } from "../rate-limits/rate-limits";
import { findProductById } from "./product.repository";
import { deleteStockAlert, insertStockAlert, listStockAlerts } from "./stock-alerts.repository";

/** A request the shop would not store; `status` is the HTTP status the page answers with. */
export class StockAlertRefusedError extends Error {
  override name = "StockAlertRefusedError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * 'Tell me when it is back' (issue 15): customers leave a mobile number on a sold-out product's
 * page; the admin's products page lists them and messages each once it is back.
 */
export class StockAlerts {
  constructor(
    private readonly db: Kysely<Database>,
    /** Anonymous writes, limited per address as orders are. */
    private readonly requests: RateLimiter,
  ) {}

  /**
   * Stores the request, once per product and mobile number: asking again changes nothing and
   * answers the same. Throws `StockAlertRefusedError` when it is not stored.
   */
  async request(productId: number, mobile: string, address: string): Promise<void> {
    if (!(await this.requests.take(address)).ok) {
      throw new StockAlertRefusedError(stockAlertMessages.rateLimited, 429);
    }
    const product = await findProductById(this.db, productId);
    if (!product) throw new StockAlertRefusedError(stockAlertMessages.productGone, 404);
    if (product.inStock) throw new StockAlertRefusedError(stockAlertMessages.inStockAlready, 409);
    await insertStockAlert(this.db, { productId, mobile, createdAt: new Date().toISOString() });
  }

  list(): Promise<StockAlert[]> {
    return listStockAlerts(this.db);
  }

  /** The admin told the customer (or they no longer want it); returns whether there was one. */
  remove(productId: number, mobile: string): Promise<boolean> {
    return deleteStockAlert(this.db, productId, mobile);
  }
}
