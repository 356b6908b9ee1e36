import { createHash } from "node:crypto";
import { isOutsideServiceArea } from "../../../domain/delivery";
import { BASE_LOCALE } from "../../../domain/locale";
import { orderNumber } from "../../../domain/order-number";
import {
  orderRefusals,
  type Order,
  type OrderItem,
  type PlaceOrderRequest,
} from "../../../domain/order-schemas";
import type { Executor } from "../../db/executor";
import { findOrderableProducts, type OrderableProduct } from "../products/product.repository";
import {
  findOrdersByIdempotencyKeys,
  findTakenOrderNumbers,
  insertOrders,
  type KeyedOrder,
  type NewOrder,
} from "./order.repository";
import { trackingTokenHash, type TrackingLinks } from "./tracking-links";

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

/** An order placed, or found placed by its idempotency key (`created` false: a retry). */
export interface Placed {
  order: Order;
  created: boolean;
  /** The key of the order's private tracking link. */
  trackingToken: string;
}

/** What became of one order of a group. */
export type Outcome = Placed | OrderRefusedError | IdempotencyKeyReusedError;

/** What a group is written under: the newest its orders were handed over with. */
export interface GroupTerms {
  /** The clock, in milliseconds: the orders' time, and the least their numbers are made from. */
  placedAt: number;
  /** The shop's service area as it is set now: PIN codes, none meaning anywhere. */
  serviceAreaPins: readonly string[];
}

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

/** A new order with its number, and the token of the tracking link that number makes. */
type NumberedOrder = NewOrder & { trackingToken: string };

function newlyPlaced(id: number, order: NumberedOrder): Placed {
  return {
    trackingToken: order.trackingToken,
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
      locale: order.locale ?? BASE_LOCALE,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    },
    created: true,
  };
}

/**
 * Attempts at a free number for one order, each after moving past every number already taken:
 * more than a few means something else is wrong.
 */
const ORDER_NUMBER_ATTEMPTS = 20;
/** Taken numbers read at a time while looking for the first free one. */
const TAKEN_NUMBERS_PAGE = 500;

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
 * Writes a group of orders inside the caller's transaction (decision 11): one query for all their
 * products, one for the idempotency keys already used, one multi-row insert for the orders and one
 * for their items. It runs wherever the connection that writes orders is: on the main thread for
 * PostgreSQL, on the order writer's worker thread for SQLite (decision 23). One instance numbers
 * every order its shop places, so it holds the clock that keeps those numbers apart.
 */
export class OrderPlacement {
  /** Clock of the last order number handed out, so numbers stay distinct within one instance. */
  #lastNumberedAt = 0;

  constructor(private readonly links: TrackingLinks) {}

  async placeGroup(
    trx: Executor,
    requests: readonly PlaceOrderRequest[],
    terms: GroupTerms,
  ): Promise<Outcome[]> {
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
    const createdAt = new Date(terms.placedAt).toISOString();
    const outcomes: (Outcome | undefined)[] = [];
    const newOrders: (NumberedOrder | undefined)[] = [];
    const firstWithKey = new Map<string, number>();
    requests.forEach((request, index) => {
      const earlier = placedBefore.get(request.idempotencyKey);
      if (earlier) outcomes[index] = this.#repeatOf(earlier, hashes[index]!);
      // A double tap can put both copies of one request in the same group: the first one counts.
      else if (!firstWithKey.has(request.idempotencyKey)) {
        try {
          newOrders[index] = this.#newOrder(
            request,
            hashes[index]!,
            priceOrder(request.items, productsById),
            createdAt,
            terms,
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
      newOrders.filter((order): order is NumberedOrder => order !== undefined),
    );
    for (const [index, order] of newOrders.entries()) {
      if (!order) continue;
      const id = ids.get(order.orderNumber);
      outcomes[index] =
        id === undefined ? await this.#insertAgain(trx, order, terms) : newlyPlaced(id, order);
    }
    return requests.map((request, index) => {
      const own = outcomes[index];
      if (own) return own;
      const firstIndex = firstWithKey.get(request.idempotencyKey)!;
      const first = outcomes[firstIndex] as Outcome;
      if (first instanceof Error) return first;
      return this.#repeatOf(
        { order: first.order, requestHash: hashes[firstIndex]! },
        hashes[index]!,
      );
    });
  }

  /** The first order of a key answers a repeat of the same request, and refuses any other. */
  #repeatOf(earlier: KeyedOrder, requestHash: string | null): Outcome {
    // Orders placed before hashes were stored carry none; they are answered as before.
    if (
      earlier.requestHash !== null &&
      requestHash !== null &&
      earlier.requestHash !== requestHash
    ) {
      return new IdempotencyKeyReusedError();
    }
    return {
      order: earlier.order,
      created: false,
      trackingToken: this.links.tokenFor(earlier.order),
    };
  }

  #newOrder(
    request: PlaceOrderRequest,
    requestHash: string,
    priced: ReturnType<typeof priceOrder>,
    createdAt: string,
    terms: GroupTerms,
  ): NumberedOrder {
    return this.#numbered(
      {
        requestHash,
        orderNumber: "",
        customerName: request.customerName,
        customerMobile: request.customerMobile,
        totalPaise: priced.totalPaise,
        idempotencyKey: request.idempotencyKey,
        deliveryAddress: request.deliveryAddress ?? null,
        deliveryLandmark: request.deliveryLandmark ?? null,
        deliveryPin: request.deliveryPin ?? null,
        outsideServiceArea: isOutsideServiceArea(request.deliveryPin, terms.serviceAreaPins),
        locale: request.locale,
        trackingTokenHash: "",
        createdAt,
        items: priced.items,
      },
      terms,
    );
  }

  /** The order with the next number, and the hash of the tracking link that number makes. */
  #numbered(order: NewOrder, terms: GroupTerms): NumberedOrder {
    const numbered = { ...order, orderNumber: orderNumber(this.#nextNumberTime(terms)) };
    const trackingToken = this.links.tokenFor(numbered);
    return { ...numbered, trackingToken, trackingTokenHash: trackingTokenHash(trackingToken) };
  }

  /**
   * For an order the group's insert skipped: another instance on the same PostgreSQL database took
   * its idempotency key first (the insert waited for that commit), or its number was taken: by
   * another instance, by an order placed a multiple of 1,000,000 ms earlier the same day (the
   * number keeps only 6 digits of the clock), or by this shop before a restart while it numbered
   * ahead of the clock (more than one order a millisecond moves the numbers on faster than time).
   */
  async #insertAgain(trx: Executor, order: NumberedOrder, terms: GroupTerms): Promise<Outcome> {
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      const winner = (await findOrdersByIdempotencyKeys(trx, [order.idempotencyKey])).get(
        order.idempotencyKey,
      );
      if (winner) return this.#repeatOf(winner, order.requestHash);
      await this.#passTakenNumbers(trx, terms);
      const renumbered = this.#numbered(order, terms);
      const id = (await insertOrders(trx, [renumbered])).get(renumbered.orderNumber);
      if (id !== undefined) return newlyPlaced(id, renumbered);
    }
    throw new Error(`No free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
  }

  /**
   * Moves the numbering clock past the run of taken numbers that starts at the next number, so a
   * block of thousands of numbers taken before a restart costs a few reads, not an attempt each.
   */
  async #passTakenNumbers(trx: Executor, terms: GroupTerms): Promise<void> {
    for (;;) {
      this.#lastNumberedAt = Math.max(terms.placedAt - 1, this.#lastNumberedAt);
      const next = orderNumber(new Date(this.#lastNumberedAt + 1));
      const taken = await findTakenOrderNumbers(trx, next, TAKEN_NUMBERS_PAGE);
      const clock = Number(next.slice(9));
      let run = 0;
      while (
        run < taken.length &&
        taken[run] === `${next.slice(0, 9)}${String(clock + run).padStart(6, "0")}`
      ) {
        run += 1;
      }
      this.#lastNumberedAt += run;
      if (run < TAKEN_NUMBERS_PAGE) return;
    }
  }

  /** Moves on by at least a millisecond per order, so many orders in one millisecond differ. */
  #nextNumberTime(terms: GroupTerms): Date {
    this.#lastNumberedAt = Math.max(terms.placedAt, this.#lastNumberedAt + 1);
    return new Date(this.#lastNumberedAt);
  }
}
