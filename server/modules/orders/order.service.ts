import { randomUUID } from "node:crypto";
import type { Order, PlaceOrderRequest } from "../../../domain/order-schemas";
import type { EventBus } from "../../events/event-bus";
import type { Placed } from "./order-placement";
import { announceStockChanged } from "../products/stock-changed";
import type { OrderWriter } from "./order-writer";
import { serviceLog } from "../../service-log";

const log = serviceLog("orders");

/**
 * What placing an order came to (`created` false when the idempotency key had already placed it:
 * a retry, not a new order); the domain's `PlacedOrder` is the customer's view of it.
 */
export type PlacementResult = Placed;

/**
 * Order placement with group commit (decision 11): every commit waits for the disk
 * (synchronous=FULL), so the writer gathers the orders handed to it while one transaction is being
 * written into the next, and the disk is flushed once for the whole group. Each order goes to the
 * writer as soon as its request is read, so the writer starts on the first orders of a burst
 * while this thread still reads the rest. Each caller's promise settles only after the
 * transaction holding its order has committed, so no customer hears of an order that a crash
 * could still lose. The writer does the writing: on SQLite on a worker thread, so the event loop
 * never waits for the disk (decision 23), on PostgreSQL on this one.
 */
export class Orders {
  readonly #origin = randomUUID();
  /** Orders handed to the writer, until each is written, announced and answered. */
  readonly #placing = new Set<Promise<unknown>>();
  #closed = false;

  constructor(
    private readonly writer: OrderWriter,
    private readonly events: EventBus,
    /** The shop's service area as it is set now: PIN codes, none meaning anywhere. */
    private readonly serviceAreaPins: () => readonly string[],
  ) {}

  placeOrder(request: PlaceOrderRequest): Promise<PlacementResult> {
    if (this.#closed) return Promise.reject(new Error("The shop is closed: no order is placed"));
    const placing = this.#place(request);
    this.#placing.add(placing);
    void placing.then(
      () => this.#placing.delete(placing),
      () => this.#placing.delete(placing),
    );
    return placing;
  }

  /** Gets the writer ready (on SQLite its thread), so the first customer does not wait for it. */
  start(): Promise<void> {
    return this.writer.start();
  }

  /** Writes every order already asked for, then lets the writer go; no order is taken after. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.allSettled(this.#placing);
    await this.writer.close();
  }

  /**
   * Announced before answering, so a customer who has their order number can already find it on
   * the dashboard; a failed announcement is logged and never fails the committed order. The writer
   * writes an order it fails in a transaction of its own, so its error is this order's alone.
   */
  async #place(request: PlaceOrderRequest): Promise<PlacementResult> {
    const outcome = await this.writer.write(request, {
      placedAt: Date.now(),
      serviceAreaPins: this.serviceAreaPins(),
    });
    if (outcome instanceof Error) throw outcome;
    if (outcome.created) await this.#announce(outcome.order);
    if (outcome.stockChanged) await announceStockChanged(this.events);
    return outcome;
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
      log.error(`Could not announce order ${order.orderNumber}`, error);
    }
  }
}
