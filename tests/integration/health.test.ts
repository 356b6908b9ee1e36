import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(() => shop.close());

describe("health checks", () => {
  it("says the process is up", async () => {
    const response = await shop.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("says the shop is ready when its database answers", async () => {
    const response = await shop.app.request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", database: shop.testDatabase.kind });
  });

  it("says the shop is not ready when its database is gone", async () => {
    const broken = await createTestShop();
    await broken.database.close();
    const response = await broken.app.request("/readyz");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect((await response.json()).error.code).toBe("database_unavailable");
    expect((await broken.app.request("/healthz")).status).toBe(200);
    await broken.events.close();
    await broken.testDatabase.drop();
  });

  it("sets security headers on every response", async () => {
    const response = await shop.app.request("/healthz");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-src https://www.google.com");
    expect(policy).toContain("object-src 'none'");
  });
});
