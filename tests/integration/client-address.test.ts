import { afterEach, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT, loginMessages } from "../../domain/admin-auth";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { listenOnFreePort, type ListeningServer } from "../setup/listening-server";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The shop on a real port, so requests arrive over a socket from 127.0.0.1, the way a reverse
 * proxy on the same machine reaches it.
 */
interface ListeningShop {
  shop: TestShop;
  url: string;
  productId: number;
}

let opened: { shop: TestShop; server: ListeningServer }[] = [];

afterEach(async () => {
  for (const { shop, server } of opened) {
    await server.close();
    await shop.close();
  }
  opened = [];
});

async function listeningShop(env: Record<string, string>): Promise<ListeningShop> {
  const shop = await createTestShop({
    pages: true,
    // Two orders in a row per client, then one a minute: the third order tells who was counted.
    env: { ORDER_RATE_LIMIT_BURST: "2", ORDER_RATE_LIMIT_PER_MINUTE: "1", ...env },
  });
  const server = await listenOnFreePort(shop.app.fetch);
  opened.push({ shop, server });
  const [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
  return { shop, url: server.url, productId };
}

async function placeOrder(target: ListeningShop, forwardedFor: string): Promise<number> {
  const response = await fetch(`${target.url}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify(buildOrderRequest([{ productId: target.productId, quantity: 1 }])),
  });
  await response.body?.cancel();
  return response.status;
}

/** Two orders from one client, then one from another: 201 when they are told apart, else 429. */
async function secondClientsOrder(target: ListeningShop, forwardedFor: [string, string]) {
  expect(await placeOrder(target, forwardedFor[0])).toBe(201);
  expect(await placeOrder(target, forwardedFor[0])).toBe(201);
  return placeOrder(target, forwardedFor[1]);
}

async function signInPage(target: ListeningShop, email: string, forwardedFor: string) {
  const response = await fetch(`${target.url}/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams({ email, password: "a wrong guess" }),
    redirect: "manual",
  });
  return response.text();
}

describe("the client address behind a reverse proxy", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY: every sender is the connection's peer", async () => {
    const target = await listeningShop({});
    expect(await secondClientsOrder(target, ["203.0.113.1", "203.0.113.2"])).toBe(429);
  });

  it("counts two clients behind a trusted proxy separately for the order rate limit", async () => {
    const byHops = await listeningShop({ TRUST_PROXY: "1" });
    expect(await secondClientsOrder(byHops, ["203.0.113.1", "203.0.113.2"])).toBe(201);
    expect(await placeOrder(byHops, "203.0.113.1")).toBe(429);

    const byAddress = await listeningShop({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    // A client may put anything on the left; the proxy appends the address it really saw.
    expect(
      await secondClientsOrder(byAddress, ["203.0.113.1", "203.0.113.1, 203.0.113.2, 10.1.2.3"]),
    ).toBe(201);
  });

  it("ignores a forged X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const target = await listeningShop({ TRUST_PROXY: "10.0.0.1" });
    expect(await secondClientsOrder(target, ["203.0.113.1", "203.0.113.2"])).toBe(429);
  });

  it("locks out the guessing client behind a trusted proxy, not everyone else", async () => {
    const target = await listeningShop({ TRUST_PROXY: "1" });
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      expect(await signInPage(target, `guess${attempt}@shop.test`, "198.51.100.7")).toContain(
        loginMessages.wrongCredentials,
      );
    }
    expect(await signInPage(target, "guess9@shop.test", "198.51.100.7")).toContain(
      loginMessages.tooManyAttempts,
    );
    expect(await signInPage(target, "other@shop.test", "198.51.100.8")).toContain(
      loginMessages.wrongCredentials,
    );
  });

  it("locks out everyone when the proxy is not trusted, as the guesses share its address", async () => {
    const target = await listeningShop({});
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      await signInPage(target, `guess${attempt}@shop.test`, "198.51.100.7");
    }
    expect(await signInPage(target, "other@shop.test", "198.51.100.8")).toContain(
      loginMessages.tooManyAttempts,
    );
  });
});
