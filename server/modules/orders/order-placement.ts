import { createHash } from "node:crypto";
import { isOutsideServiceArea } from "../../../domain/delivery";
import { BASE_LOCALE } from "../../../domain/locale";
import { orderNumber } from "../../../domain/order-number";
import type { Order, PlaceOrderRequest } from "../../../domain/order-schemas";
import type { Executor } from "../../db/executor";
import { findOrderableProducts } from "../products/product.repository";
import { lockStockRows } from "../products/stock.repository";
import { recordWithOrders, takeOrderStock, type NumberedOrder } from "./order-extras";
import {
  findOrdersByIdempotencyKeys,
  findTakenOrderNumbers,
  insertOrders,
  type KeyedOrder,
  type NewOrder,
} from "./order.repository";
import { OrderRefusedError, priceRequest, type PricedOrder } from "./sale-pricing";
import { trackingTokenHash, type TrackingLinks } from "./tracking-links";

export { OrderRefusedError };

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
  /** It took counted stock, so the storefront's counts changed. */
  stockChanged?: boolean;
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
    // Left out for web orders, so their hashes stay as they were.
    ...(request.sale
      ? [[request.sale.channel, request.sale.overrides, request.sale.extras, request.sale.tenders]]
      : []),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

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
      status: order.status ?? "pending",
      deliveryAddress: order.deliveryAddress ?? null,
      deliveryLandmark: order.deliveryLandmark ?? null,
      deliveryPin: order.deliveryPin ?? null,
      outsideServiceArea: order.outsideServiceArea ?? false,
      locale: order.locale ?? BASE_LOCALE,
      channel: order.channel ?? "web",
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    },
    created: true,
    stockChanged: (order.stockAfter?.length ?? 0) > 0,
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
    // What this group has left of each counted product, taken from as its orders are priced.
    const stockLeft = new Map(
      products.flatMap((product) =>
        product.stockQuantity === null ? [] : [[product.id, product.stockQuantity] as const],
      ),
    );
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
            priceRequest(request, productsById, stockLeft),
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
    // Taken in the database too, under its own condition: on PostgreSQL another instance may
    // have sold the same units since they were read. Their rows are locked first, in id order.
    await lockStockRows(
      trx,
      newOrders.flatMap((order) => order?.priced.stockTaken.map((line) => line.productId) ?? []),
    );
    for (const [index, order] of newOrders.entries()) {
      if (!order || order.priced.stockTaken.length === 0) continue;
      const refusal = await takeOrderStock(trx, order, productsById, createdAt);
      if (refusal) {
        outcomes[index] = refusal;
        newOrders[index] = undefined;
      }
    }
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
    await recordWithOrders(trx, newOrders, outcomes, createdAt);
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
    priced: PricedOrder,
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
        channel: request.sale?.channel ?? "web",
        enteredBy: request.sale?.enteredBy ?? null,
        // The owner entered it, so there is no call to confirm it; a quote the customer confirmed.
        status: request.sale ? "confirmed" : "pending",
      },
      terms,
      priced,
    );
  }

  /** The order with the next number, and the hash of the tracking link that number makes. */
  #numbered(order: NewOrder, terms: GroupTerms, priced: PricedOrder): NumberedOrder {
    const numbered = { ...order, orderNumber: orderNumber(this.#nextNumberTime(terms)) };
    const trackingToken = this.links.tokenFor(numbered);
    return {
      ...numbered,
      trackingToken,
      trackingTokenHash: trackingTokenHash(trackingToken),
      priced,
    };
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
      const renumbered = {
        ...this.#numbered(order, terms, order.priced),
        stockAfter: order.stockAfter,
      };
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
