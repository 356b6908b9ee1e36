import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { Shop } from "../../server/shop";
import { readEvents } from "../setup/event-stream";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/**
 * A save on one instance refreshes the pages open on another. The other instance must announce
 * the change only once it holds the new values, or a page reloading at once would get the old.
 */
let testDatabase: TestDatabase;
let first: Shop;
let second: Shop;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  first = await openShopInstance(testDatabase);
  second = await openShopInstance(testDatabase);
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await testDatabase.drop();
});

describe("settings saved on another instance", () => {
  it("reach the pages open on this one, after this one has them", async () => {
    const app = createApp(second);
    const response = await app.request("/api/events/catalogue", {
      headers: { Accept: "text/event-stream" },
    });
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 3000");

    await first.settings.update({ callbackPromise: "within 45 minutes" });
    expect(await events.next()).toContain("event: settings");
    expect(second.settings.current().callbackPromise).toBe("within 45 minutes");
  });
});
