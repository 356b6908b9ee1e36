import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "../../domain/admin-auth";
import type { Shop } from "../../server/shop";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/** Two instances of the shop on one PostgreSQL database share one sign-in lockout. */
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
