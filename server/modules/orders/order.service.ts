import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isOutsideServiceArea } from "../../../domain/delivery";
import { orderNumber } from "../../../domain/order-number";
import {
  orderRefusals,
  type Order,
  type OrderItem,
  type PlaceOrderRequest,
} from "../../../domain/order-schemas";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { findOrderableProducts, type OrderableProduct } from "../products/product.repository";
import {
  findOrdersByIdempotencyKeys,
  insertOrders,
  type KeyedOrder,
  type NewOrder,
} from "./order.repository";
import type { TrackingLinks } from "./tracking-links";

/** The shop cannot fill the order as asked; the message names the item, so the customer can act. */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
}

/**
 * The idempotency key already placed an order with other details or items: the client reused a
 * key for a new order, and answering with the first order would hide that (Stripe answers the same).
 */
export class IdempotencyKeyReusedError extends Error {
  override name = "IdempotencyKeyReusedError";
  constructor() {
    super(
      "This idempotencyKey was already used for an order with other details or items; " +
        "send a new key for a new order",
    );
  }
}

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

type Placed = Omit<PlacementResult, "trackingToken">;
type Outcome = Placed | OrderRefusedError | IdempotencyKeyReusedError;

/**
 * Identifies what a request asks for, so a retry is told from a new order sent with an old key.
 * Taken after the schema has normalised it, so the same order typed with other spacing matches.
 */
export function requestHashOf(request: PlaceOrderRequest): string {
  const delivery = [request.deliveryAddress, request.deliveryLandmark, request.deliveryPin].map(
    (line) => line ?? null,
  );
  const canonical = JSON.stringify([
    request.customerName,
    request.customerMobile,
    request.items.map(({ productId, quantity }) => [productId, quantity]),
    // Left out when empty, so a retry of an order placed before addresses matches its hash.
    ...(delivery.some((line) => line !== null) ? [delivery] : []),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/** The first order of a key answers a repeat of the same request, and refuses any other. */
function repeatOf(earlier: KeyedOrder, requestHash: string | null): Outcome {
  // Orders placed before hashes were stored carry none; they are answered as before.
  if (earlier.requestHash !== null && requestHash !== null && earlier.requestHash !== requestHash) {
    return new IdempotencyKeyReusedError();
  }
  return { order: earlier.order, created: false };
}

function newlyPlaced(id: number, order: NewOrder): Placed {
  return {
    order: {
      id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      customerMobile: order.customerMobile,
      items: order.items,
      totalPaise: order.totalPaise,
      status: "pending",
      deliveryAddress: order.deliveryAddress ?? null,
      deliveryLandmark: order.deliveryLandmark ?? null,
      deliveryPin: order.deliveryPin ?? null,
      outsideServiceArea: order.outsideServiceArea ?? false,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    },
    created: true,
  };
}

/** Keeps one transaction, and the product query that opens it, to a bounded size. */
const MAX_ORDERS_PER_COMMIT = 200;
/** A taken number moves on a millisecond; this many taken in a row means something else is wrong. */
const ORDER_NUMBER_ATTEMPTS = 20;

/**
 * Prices an order from the shop's own products, merging lines of the same product. Throws
 * OrderRefusedError naming the first item that cannot be ordered as asked.
 */
export function priceOrder(
  lines: PlaceOrderRequest["items"],
  products: ReadonlyMap<number, OrderableProduct>,
): { items: OrderItem[]; totalPaise: number } {
  const quantities = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  }
  const items: OrderItem[] = [];
  let totalPaise = 0;
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId);
    if (!product) throw new OrderRefusedError(orderRefusals.unknownProduct(productId));
    if (!product.inStock) throw new OrderRefusedError(orderRefusals.outOfStock(product.name));
    if (quantity > product.maxQuantity) {
      throw new OrderRefusedError(orderRefusals.overMaxQuantity(product.name, product.maxQuantity));
    }
    items.push({
      productId,
      name: product.name,
      unitPricePaise: product.pricePaise,
      oldPricePaise: product.oldPricePaise,
      image: product.image,
      quantity,
    });
    totalPaise += product.pricePaise * quantity;
  }
  return { items, totalPaise };
}

/**
 * Order placement with group commit: every commit waits for the disk (synchronous=FULL), so orders
 * that arrive while one transaction is being written are gathered and written together in the
 * next one, and the disk is flushed once for the whole group. Each caller's promise settles only
 * after the transaction holding its order has committed, so no customer hears of an order that a
 * crash could still lose.
 */
export class Orders {
  readonly #origin = randomUUID();
  #waiting: Waiting[] = [];
  #writing = false;
  /** Clock of the last order number handed out, so numbers stay distinct within one instance. */
  #lastNumberedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
    private readonly links: TrackingLinks,
    /** The shop's service area as it is set now: PIN codes, none meaning anywhere. */
    private readonly serviceAreaPins: () => readonly string[],
  ) {}

  placeOrder(request: PlaceOrderRequest): Promise<PlacementResult> {
    return new Promise<Placed>((resolve, reject) => {
      this.#waiting.push({ request, resolve, reject });
      if (!this.#writing) {
        this.#writing = true;
        // Requests read in the same turn of the event loop join the first group too.
        setImmediate(() => void this.#writeWaiting());
      }
    }).then((placed) => ({ ...placed, trackingToken: this.links.tokenFor(placed.order) }));
  }

  async #writeWaiting(): Promise<void> {
    while (this.#waiting.length > 0) {
      await this.#writeGroup(this.#waiting.splice(0, MAX_ORDERS_PER_COMMIT));
    }
    this.#writing = false;
  }

  /**
   * Writes the group in one transaction. If that fails, nothing of it was stored, and the fault
   * may lie with one order (a value the database refuses, a bug its data triggers): each order is
   * then written again in its own transaction, once, so only the order at fault fails and every
   * other customer still gets theirs. When the database itself is down every attempt fails fast
   * and each order gets that error; nothing is retried further.
   */
  async #writeGroup(group: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.#commit(group);
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const waiting of group) await this.#writeGroup([waiting]);
      return;
    }
    // Announced before answering, so a customer who has their order number can already find it
    // on the dashboard; a failed announcement is logged and never fails the committed order.
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

  #commit(group: Waiting[]): Promise<Outcome[]> {
    return this.db.transaction().execute((trx) => this.#placeAll(trx, group));
  }

  async #placeAll(trx: Transaction<Database>, group: Waiting[]): Promise<Outcome[]> {
    const requests = group.map(({ request }) => request);
    const hashes = requests.map(requestHashOf);
    const productIds = new Set(requests.flatMap(({ items }) => items.map((i) => i.productId)));
    const [products, placedBefore] = await Promise.all([
      findOrderableProducts(trx, [...productIds]),
      findOrdersByIdempotencyKeys(
        trx,
        requests.map(({ idempotencyKey }) => idempotencyKey),
      ),
    ]);
    const productsById = new Map(products.map((product) => [product.id, product]));
    const createdAt = new Date().toISOString();
    const serviceAreaPins = this.serviceAreaPins();
    const outcomes: (Outcome | undefined)[] = [];
    const newOrders: (NewOrder | undefined)[] = [];
    const firstWithKey = new Map<string, number>();
    requests.forEach((request, index) => {
      const earlier = placedBefore.get(request.idempotencyKey);
      if (earlier) outcomes[index] = repeatOf(earlier, hashes[index]!);
      // A double tap can put both copies of one request in the same group: the first one counts.
      else if (!firstWithKey.has(request.idempotencyKey)) {
        try {
          newOrders[index] = this.#newOrder(
            request,
            hashes[index]!,
            priceOrder(request.items, productsById),
            createdAt,
            serviceAreaPins,
          );
          firstWithKey.set(request.idempotencyKey, index);
        } catch (error) {
          if (!(error instanceof OrderRefusedError)) throw error;
          outcomes[index] = error;
        }
      }
    });
    const ids = await insertOrders(
      trx,
      newOrders.filter((order): order is NewOrder => order !== undefined),
    );
    for (const [index, order] of newOrders.entries()) {
      if (!order) continue;
      const id = ids.get(order.orderNumber);
      outcomes[index] =
        id === undefined ? await this.#insertAgain(trx, order) : newlyPlaced(id, order);
    }
    return requests.map((request, index) => {
      const own = outcomes[index];
      if (own) return own;
      const firstIndex = firstWithKey.get(request.idempotencyKey)!;
      const first = outcomes[firstIndex] as Outcome;
      if (first instanceof Error) return first;
      return repeatOf({ order: first.order, requestHash: hashes[firstIndex]! }, hashes[index]!);
    });
  }

  #newOrder(
    request: PlaceOrderRequest,
    requestHash: string,
    priced: ReturnType<typeof priceOrder>,
    createdAt: string,
    serviceAreaPins: readonly string[],
  ): NewOrder {
    return this.#numbered({
      requestHash,
      orderNumber: "",
      customerName: request.customerName,
      customerMobile: request.customerMobile,
      totalPaise: priced.totalPaise,
      idempotencyKey: request.idempotencyKey,
      deliveryAddress: request.deliveryAddress ?? null,
      deliveryLandmark: request.deliveryLandmark ?? null,
      deliveryPin: request.deliveryPin ?? null,
      outsideServiceArea: isOutsideServiceArea(request.deliveryPin, serviceAreaPins),
      trackingTokenHash: "",
      createdAt,
      items: priced.items,
    });
  }

  /** The order with the next number, and the hash of the tracking link that number makes. */
  #numbered(order: NewOrder): NewOrder {
    const numbered = { ...order, orderNumber: orderNumber(this.#nextNumberTime()) };
    return { ...numbered, trackingTokenHash: this.links.hashFor(numbered) };
  }

  /**
   * For an order the group's insert skipped: another instance on the same PostgreSQL database took
   * its idempotency key first (the insert waited for that commit), or its number was taken, by
   * another instance or by an order placed a multiple of 1,000,000 ms earlier the same day, since
   * the number keeps only 6 digits of the clock.
   */
  async #insertAgain(trx: Transaction<Database>, order: NewOrder): Promise<Outcome> {
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      const winner = (await findOrdersByIdempotencyKeys(trx, [order.idempotencyKey])).get(
        order.idempotencyKey,
      );
      if (winner) return repeatOf(winner, order.requestHash);
      const renumbered = this.#numbered(order);
      const id = (await insertOrders(trx, [renumbered])).get(renumbered.orderNumber);
      if (id !== undefined) return newlyPlaced(id, renumbered);
    }
    throw new Error(`No free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
  }

  /** Moves on by at least a millisecond per order, so many orders in one millisecond differ. */
  #nextNumberTime(): Date {
    this.#lastNumberedAt = Math.max(Date.now(), this.#lastNumberedAt + 1);
    return new Date(this.#lastNumberedAt);
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
