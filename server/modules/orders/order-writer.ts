import type { Kysely } from "kysely";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import type { Database } from "../../db/schema";
import { OrderPlacement, type Outcome } from "./order-placement";
import type { TrackingLinks } from "./tracking-links";

/**
 * Writes a group of orders in one transaction for `Orders` (decision 11). Its promise settles only
 * after that transaction has committed, or with the error that stopped it, nothing of it stored.
 */
export interface OrderWriter {
  write(
    requests: readonly PlaceOrderRequest[],
    serviceAreaPins: readonly string[],
  ): Promise<Outcome[]>;
  /** Gets ready to write, so the first order does not wait for that. */
  start(): Promise<void>;
  /** Called once every write has settled; frees what the writer holds. */
  close(): Promise<void>;
}

/**
 * Writes on the shop's own connection, on the main thread: for PostgreSQL, whose driver waits for
 * the server without holding up the event loop. SQLite's writer is `SqliteOrderWriter`.
 */
export class TransactionOrderWriter implements OrderWriter {
  readonly #placement: OrderPlacement;

  constructor(
    private readonly db: Kysely<Database>,
    links: TrackingLinks,
  ) {
    this.#placement = new OrderPlacement(links);
  }

  write(
    requests: readonly PlaceOrderRequest[],
    serviceAreaPins: readonly string[],
  ): Promise<Outcome[]> {
    return this.db
      .transaction()
      .execute((trx) =>
        this.#placement.placeGroup(trx, requests, { placedAt: Date.now(), serviceAreaPins }),
      );
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}
