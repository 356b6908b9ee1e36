import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { orderJsonSchema } from "../../domain/order-schemas";
import { countOrders } from "../../server/modules/orders/order.repository";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { listenOnFreePort, type ListeningServer } from "../setup/listening-server";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Bodies arriving over a real socket, as @hono/node-server hands them over: a body that declares
 * its length is judged by the header and read directly, a chunked one is counted as it arrives
 * (server/api/body-limit.ts). `app.request()` never sends a Content-Length, so only a port shows
 * the first path.
 */
let shop: TestShop;
let server: ListeningServer;
let url: string;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
  server = await listenOnFreePort(shop.app.fetch);
  url = server.url;
  [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
});

afterAll(async () => {
  await server.close();
  await shop.close();
});

/** A body sent in pieces, without a Content-Length, as `Transfer-Encoding: chunked`. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 4096)
        controller.enqueue(bytes.slice(at, at + 4096));
      controller.close();
    },
  });
}

function postOrder(body: BodyInit): Promise<Response> {
  return fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("an order's body over a socket", () => {
  it("with its length declared is read and placed", async () => {
    const response = await postOrder(
      JSON.stringify(buildOrderRequest([{ productId, quantity: 2 }])),
    );
    expect(response.status).toBe(201);
    expect(orderJsonSchema.parse(await response.json()).items[0]!.quantity).toBe(2);
  });

  it("sent chunked is read and placed", async () => {
    const response = await postOrder(
      chunked(JSON.stringify(buildOrderRequest([{ productId, quantity: 1 }]))),
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ["declaring its length", (text: string): BodyInit => text],
    ["sent chunked", (text: string): BodyInit => chunked(text)],
  ])("over 32 KB, %s, is refused with 413 and stores nothing", async (_how, send) => {
    const before = await countOrders(shop.database.db);
    const body = JSON.stringify(
      buildOrderRequest([{ productId, quantity: 1 }], { customerName: "A".repeat(40_000) }),
    );
    const response = await postOrder(send(body));
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.message).toMatch(/at most 32 KB/);
    expect(await countOrders(shop.database.db)).toBe(before);
  });
});
