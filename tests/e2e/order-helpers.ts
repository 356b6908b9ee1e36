import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { Locale } from "../../domain/locale";
import type { PlacedOrderJson } from "../../domain/order-schemas";
import { productWhere } from "./catalogue-api";

/** How often a rate-limited order is tried again before the test gives up. */
const RATE_LIMIT_RETRIES = 5;

export interface TestOrderOptions {
  /** Defaults to a name no other test uses, so the test can find its own order. */
  customerName?: string;
  /** 10 digits; defaults to a random valid Indian mobile number. */
  customerMobile?: string;
  /** Units of one in-stock product; defaults to 1. */
  quantity?: number;
  /** The language the customer ordered in; the checkout sends none for English. */
  locale?: Locale;
  /** The product ordered; by default the first in stock that allows `quantity`. */
  productId?: number;
  /** The delivery address typed at checkout; none by default. */
  deliveryAddress?: string;
}

/** A customer name unique to one test run, e.g. 'Dash Kavya k3x9q', searchable on the dashboard. */
export function uniqueCustomerName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

/**
 * Places an order through the public `POST /api/orders`, as a customer's checkout does. Every
 * spec shares one server and one client address, so a rate-limited order waits as the server asks.
 */
export async function placeTestOrder(
  request: APIRequestContext,
  options: TestOrderOptions = {},
): Promise<PlacedOrderJson> {
  const product = options.productId
    ? { id: options.productId }
    : await productWhere(
        request,
        (candidate) => candidate.inStock && candidate.maxQuantity >= (options.quantity ?? 1),
      );
  const body = {
    customerName: options.customerName ?? uniqueCustomerName("Test Customer"),
    customerMobile: options.customerMobile ?? randomMobile(),
    items: [{ productId: product.id, quantity: options.quantity ?? 1 }],
    idempotencyKey: randomUUID(),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.deliveryAddress ? { deliveryAddress: options.deliveryAddress } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const response = await request.post("/api/orders", { data: body });
    if (response.status() === 429 && attempt < RATE_LIMIT_RETRIES) {
      const seconds = Number(response.headers()["retry-after"] ?? "3");
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (response.status() !== 201) {
      throw new Error(`Placing a test order failed: ${response.status()} ${await response.text()}`);
    }
    return (await response.json()) as PlacedOrderJson;
  }
}

/** Several orders for one customer name, placed one after another (oldest first). */
export async function placeTestOrders(
  request: APIRequestContext,
  count: number,
  options: TestOrderOptions = {},
): Promise<PlacedOrderJson[]> {
  const orders: PlacedOrderJson[] = [];
  for (let index = 0; index < count; index++) orders.push(await placeTestOrder(request, options));
  return orders;
}
