import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Subscription } from "../../server/events/event-bus";
import { insertProduct } from "../../server/modules/products/product.repository";
import { buildProduct } from "../factories/product";
import { readEvents, withDeadline } from "../setup/event-stream";
import { createTestShop, type TestShop } from "../setup/test-shop";

const EVENTS_URL = "/api/events/catalogue";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(() => shop.close());

async function openCatalogueEvents(target: TestShop = shop) {
  const response = await target.app.request(EVENTS_URL, {
    headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br" },
  });
  const events = readEvents(response);
  expect(await events.next()).toBe("retry: 3000");
  return { response, events };
}

function parseMessage(message: string): { event: string | undefined; data: unknown } {
  const fields = message.split("\n").map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1).trimStart()] as const;
  });
  const data = fields.filter(([name]) => name === "data").map(([, value]) => value);
  return {
    event: fields.find(([name]) => name === "event")?.[1],
    data: JSON.parse(data.join("\n")),
  };
}

describe("GET /api/events/catalogue", () => {
  it("sends a catalogue event when a product is added", async () => {
    const { events } = await openCatalogueEvents();
    const before = Date.now();
    await shop.catalogue.addProducts([buildProduct()]);
    const { event, data } = parseMessage(await events.next());
    expect(event).toBe("catalogue");
    const { changedAt } = data as { changedAt: string };
    expect(Date.parse(changedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("tells every open page, not only the first", async () => {
    const { events: first } = await openCatalogueEvents();
    const { events: second } = await openCatalogueEvents();
    await shop.catalogue.addProducts([buildProduct()]);
    expect(parseMessage(await first.next()).event).toBe("catalogue");
    expect(parseMessage(await second.next()).event).toBe("catalogue");
  });

  it("streams uncompressed and uncached even to a client that accepts gzip", async () => {
    const { response } = await openCatalogueEvents();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
  });

  it("stops listening for changes once the page goes away", async () => {
    const subscribe = vi.spyOn(shop.events, "subscribe");
    const { events } = await openCatalogueEvents();
    const subscription = subscribe.mock.results[0]!.value as Subscription;
    subscribe.mockRestore();
    await events.cancel();
    await withDeadline(subscription.ended, "the subscription did not end");
  });

  it("ends open streams when the event bus closes, so a shutting-down server need not wait", async () => {
    const closing = await createTestShop();
    try {
      const { events } = await openCatalogueEvents(closing);
      await closing.events.close();
      await events.end();
    } finally {
      await closing.close();
    }
  });

  it("is listed in the OpenAPI document", async () => {
    const document = await (await shop.app.request("/api/openapi.json")).json();
    expect(document.paths[EVENTS_URL].get.responses["200"].description).toBe("text/event-stream");
  });
});

describe("the catalogue cache", () => {
  it("reloads when another instance announces a change to the shared database", async () => {
    await shop.catalogue.list();
    // Written as another instance would: straight to the database, past this instance's cache.
    const id = await shop.database.db
      .transaction()
      .execute((trx) => insertProduct(trx, buildProduct(), new Date().toISOString()));
    expect(await shop.catalogue.get(id)).toBeUndefined();
    await shop.events.publish("catalogue", {
      origin: "another-instance",
      changedAt: new Date().toISOString(),
    });
    // On PostgreSQL the announcement makes a round trip through NOTIFY before it is heard.
    await vi.waitFor(async () => expect((await shop.catalogue.get(id))?.id).toBe(id));
  });
});
