import { randomUUID } from "node:crypto";
import type { Order, PlaceOrderRequest } from "../../../domain/order-schemas";
import type { EventBus } from "../../events/event-bus";
import type { Outcome, Placed } from "./order-placement";
import type { OrderWriter } from "./order-writer";
import type { TrackingLinks } from "./tracking-links";

/** What placing an order came to; the domain's `PlacedOrder` is the customer's view of it. */
export interface PlacementResult {
  order: Order;
  /** False when the idempotency key had already placed this order: a retry, not a new order. */
  created: boolean;
  /** The key of the order's private tracking link. */
  trackingToken: string;
}

interface Waiting {
  request: PlaceOrderRequest;
  resolve(placed: Placed): void;
  reject(error: unknown): void;
}

/** Keeps one transaction, and the product query that opens it, to a bounded size. */
const MAX_ORDERS_PER_COMMIT = 200;

/**
 * Order placement with group commit: every commit waits for the disk (synchronous=FULL), so orders
 * that arrive while one transaction is being written are gathered and written together in the
 * next one, and the disk is flushed once for the whole group. Each caller's promise settles only
 * after the transaction holding its order has committed, so no customer hears of an order that a
 * crash could still lose. The writer does the writing: on SQLite on a worker thread, so the event
 * loop never waits for the disk (decision 23), on PostgreSQL on this one.
 */
export class Orders {
  readonly #origin = randomUUID();
  #waiting: Waiting[] = [];
  /** The groups being written, until the queue is empty. */
  #writing: Promise<void> | undefined;
  /** Groups written and being announced and answered, while the next one is written. */
  readonly #answering = new Set<Promise<void>>();
  #closed = false;

  constructor(
    private readonly writer: OrderWriter,
    private readonly events: EventBus,
    private readonly links: TrackingLinks,
    /** The shop's service area as it is set now: PIN codes, none meaning anywhere. */
    private readonly serviceAreaPins: () => readonly string[],
  ) {}

  placeOrder(request: PlaceOrderRequest): Promise<PlacementResult> {
    if (this.#closed) return Promise.reject(new Error("The shop is closed: no order is placed"));
    return new Promise<Placed>((resolve, reject) => {
      this.#waiting.push({ request, resolve, reject });
      // Requests read in the same turn of the event loop join the first group too.
      this.#writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        this.#writeWaiting(),
      );
    }).then((placed) => ({ ...placed, trackingToken: this.links.tokenFor(placed.order) }));
  }

  /** Gets the writer ready (on SQLite its thread), so the first customer does not wait for it. */
  start(): Promise<void> {
    return this.writer.start();
  }

  /** Writes every order already asked for, then lets the writer go; no order is taken after. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#writing;
    await Promise.all(this.#answering);
    await this.writer.close();
  }

  async #writeWaiting(): Promise<void> {
    while (this.#waiting.length > 0) {
      await this.#writeGroup(this.#waiting.splice(0, MAX_ORDERS_PER_COMMIT));
    }
    this.#writing = undefined;
  }

  /**
   * Writes the group in one transaction, and settles once it has: the group is announced and
   * answered while the next one is written. If the transaction fails, nothing of it was stored,
   * and the fault may lie with one order (a value the database refuses, a bug its data triggers):
   * each order is then written again in its own transaction, once, so only the order at fault
   * fails and every other customer still gets theirs. When the database itself is down every
   * attempt fails fast and each order gets that error; nothing is retried further.
   */
  async #writeGroup(group: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.writer.write(
        group.map(({ request }) => request),
        this.serviceAreaPins(),
      );
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const waiting of group) await this.#writeGroup([waiting]);
      return;
    }
    const answering = this.#answer(group, outcomes);
    this.#answering.add(answering);
    void answering.finally(() => this.#answering.delete(answering));
  }

  /**
   * Announced before answering, so a customer who has their order number can already find it on
   * the dashboard; a failed announcement is logged and never fails the committed order.
   */
  async #answer(group: Waiting[], outcomes: Outcome[]): Promise<void> {
    await Promise.all(
      outcomes.map((outcome) =>
        outcome instanceof Error || !outcome.created ? undefined : this.#announce(outcome.order),
      ),
    );
    group.forEach((waiting, index) => {
      const outcome = outcomes[index]!;
      if (outcome instanceof Error) waiting.reject(outcome);
      else waiting.resolve(outcome);
    });
  }

  async #announce(order: Order): Promise<void> {
    try {
      await this.events.publish("orders", {
        kind: "created",
        orderId: order.id,
        orderNumber: order.orderNumber,
        origin: this.#origin,
      });
    } catch (error) {
      // The order is committed and the customer told; the dashboard catches up on its next load.
      console.error(`Could not announce order ${order.orderNumber}:`, error);
    }
  }
}
