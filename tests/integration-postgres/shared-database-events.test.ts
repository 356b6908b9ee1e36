import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../domain/settings";
import type { OrderEvent } from "../../domain/live-events";
import { notifyPayloads } from "../../server/events/postgres-event-bus";
import type { Shop } from "../../server/shop";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/**
 * Two instances of the shop on one PostgreSQL database, as a shop that outgrew one machine runs
 * them: a change made through either must reach the other's caches and open pages.
 */
let testDatabase: TestDatabase;
let first: Shop;
let second: Shop;

function open(): Promise<Shop> {
  return openShopInstance(testDatabase);
}

function nextEvent<T>(subscribe: (listener: (event: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((event) => {
      stop();
      resolve(event);
    });
  });
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  first = await open();
  second = await open();
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await testDatabase.drop();
});

describe("instances sharing a PostgreSQL database", () => {
  it("see a product another instance added, without a restart", async () => {
    expect(await second.catalogue.list()).toEqual([]);
    const heard = nextEvent(
      (listener) => second.events.subscribe("catalogue", listener).unsubscribe,
    );
    await first.catalogue.addProducts([buildProduct({ name: "Shared Fridge" })]);
    await heard;
    expect((await second.catalogue.list()).map((product) => product.name)).toEqual([
      "Shared Fridge",
    ]);
  });

  it("hear their own change before it returns, once, and the other instance hears it too", async () => {
    const own: unknown[] = [];
    const subscription = first.events.subscribe("catalogue", (event) => own.push(event));
    const heardByOther = nextEvent(
      (listener) => second.events.subscribe("catalogue", listener).unsubscribe,
    );
    const event = { origin: "own-echo-test", changedAt: new Date().toISOString() };
    await first.events.publish("catalogue", event);
    // What the owner just changed shows on the page they open next: no wait for the echo.
    expect(own).toEqual([event]);
    expect(await heardByOther).toEqual(event);
    // The echo of its own NOTIFY has come back by now (the other instance heard it): not again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    subscription.unsubscribe();
    expect(own).toEqual([event]);
  });

  it("hear every order of a bulk change too large for one notification", async () => {
    const orderIds = Array.from({ length: 3000 }, (_, index) => 100_000 + index);
    const received: number[] = [];
    const all = new Promise<void>((resolve) => {
      const subscription = second.events.subscribe("orders", (event: OrderEvent) => {
        if (event.kind !== "deleted") return;
        received.push(...event.orderIds);
        if (received.length >= orderIds.length) {
          subscription.unsubscribe();
          resolve();
        }
      });
    });
    await first.events.publish("orders", { kind: "deleted", orderIds, origin: "test" });
    await all;
    expect(received.sort((a, b) => a - b)).toEqual(orderIds);
  });
});

describe("shop settings on two instances", () => {
  it("reach the other instance when the owner saves them on one", async () => {
    const changed = nextEvent<ShopSettings>((listener) => second.settings.onChange(listener));
    await first.settings.update({ callbackPromise: "within 30 minutes" });
    expect((await changed).callbackPromise).toBe("within 30 minutes");
    expect(second.settings.current().callbackPromise).toBe("within 30 minutes");
  });
});

describe("repairs on two instances", () => {
  it("announce a booking made on one to the other's repair queue", async () => {
    const heard = nextEvent((listener) => second.events.subscribe("repairs", listener).unsubscribe);
    const { repair } = await first.repairs.book(buildBooking(), [], "10.2.2.2");
    expect(await heard).toMatchObject({ kind: "created", ticketNumber: repair.ticketNumber });
  });
});

describe("splitting an event for NOTIFY", () => {
  it("keeps small events whole and splits a long list into parts that each fit", () => {
    expect(notifyPayloads({ kind: "cleared", origin: "x" })).toEqual([
      JSON.stringify({ kind: "cleared", origin: "x" }),
    ]);
    const ids = Array.from({ length: 5000 }, (_, index) => index);
    const parts = notifyPayloads({ kind: "updated", orderIds: ids, origin: "x" });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    expect(parts.flatMap((part) => (JSON.parse(part) as { orderIds: number[] }).orderIds)).toEqual(
      ids,
    );
  });
});
