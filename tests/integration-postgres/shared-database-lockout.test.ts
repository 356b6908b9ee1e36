import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "../../domain/admin-auth";
import { TRACKING_NUMBER_FAILURE_LIMIT } from "../../domain/order-tracking";
import type { Shop } from "../../server/shop";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/** Two instances of the shop on one PostgreSQL database share one sign-in and tracking lockout. */
let testDatabase: TestDatabase;
let first: Shop;
let second: Shop;

function open(): Promise<Shop> {
  return openShopInstance(testDatabase);
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

describe("the sign-in lockout across instances", () => {
  it(`checks at most ${LOGIN_FAILURE_LIMIT} of 30 guesses sent at once to two instances`, async () => {
    await first.auth.createAccount("owner@shop.test", "the right password");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? first : second).auth.signIn({
          email: "owner@shop.test",
          password: `guess ${i}`,
          address: `198.51.100.${i}`,
        }),
      ),
    );
    const checked = results.filter((r) => !r.ok && r.reason === "wrong-credentials");
    expect(checked).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(
      await second.auth.signIn({
        email: "owner@shop.test",
        password: "the right password",
        address: "203.0.113.1",
      }),
    ).toEqual({ ok: false, reason: "locked" });
  });
});

describe("the tracking lookup's lock across instances", () => {
  it(`counts at most ${TRACKING_NUMBER_FAILURE_LIMIT} of 30 guesses of one number sent at once to two instances`, async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? first : second).orderTracking.lookup(
          { orderNumber: "ORD261127000001", mobile: `98290${String(i).padStart(5, "0")}` },
          `198.51.100.${i}`,
        ),
      ),
    );
    const counted = results.filter((result) => result.kind === "not-found");
    expect(counted).toHaveLength(TRACKING_NUMBER_FAILURE_LIMIT);
    expect(results.filter((result) => result.kind === "locked")).toHaveLength(
      30 - TRACKING_NUMBER_FAILURE_LIMIT,
    );
  });
});
