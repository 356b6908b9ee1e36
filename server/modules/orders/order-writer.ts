import type { Kysely } from "kysely";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import type { Database } from "../../db/schema";
import { GatheredWrites } from "./gathered-writes";
import { OrderPlacement, type GroupTerms, type Outcome } from "./order-placement";
import type { TrackingLinks } from "./tracking-links";

/**
 * Writes orders for `Orders` (decision 11): orders handed over while a transaction is being
 * written go together into the next one. An order's promise settles only after the transaction
 * holding it has committed, or with the error that stopped a transaction of that order alone,
 * nothing of it stored.
 */
export interface OrderWriter {
  write(request: PlaceOrderRequest, terms: GroupTerms): Promise<Outcome>;
  /** Gets ready to write, so the first order does not wait for that. */
  start(): Promise<void>;
  /** Called once every write has settled; frees what the writer holds. */
  close(): Promise<void>;
}

/**
 * Writes on the connection it is given, on the thread it runs on: the shop's own connection on the
 * main thread for PostgreSQL, whose driver waits for the server without holding up the event
 * loop, and the order writer thread's own connection for SQLite (`SqliteOrderWriter` hands the
 * orders over to that thread).
 */
export class TransactionOrderWriter implements OrderWriter {
  readonly #writes: GatheredWrites;

  constructor(db: Kysely<Database>, links: TrackingLinks) {
    const placement = new OrderPlacement(links);
    this.#writes = new GatheredWrites((requests, terms) =>
      db.transaction().execute((trx) => placement.placeGroup(trx, requests, terms)),
    );
  }

  write(request: PlaceOrderRequest, terms: GroupTerms): Promise<Outcome> {
    return this.#writes.write(request, terms);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    await this.#writes.settled();
  }
}
