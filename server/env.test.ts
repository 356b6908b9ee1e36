import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("configuration", () => {
  it("has working defaults for a demo shop", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.shop.whatsapp).toBe(config.shop.phone);
    expect(config.dataDir.endsWith("data")).toBe(true);
    expect(config.orderRateLimit).toEqual({ burst: 20, perMinute: 20 });
  });

  it("normalises the shop's phone number", () => {
    expect(loadConfig({ SHOP_PHONE: "+91 98290-12345" }).shop.phone).toBe("9829012345");
  });

  it.each([
    ["PORT", "seventy"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["SHOP_PHONE", "12345"],
    ["SEED_DEMO", "maybe"],
    ["PUBLIC_URL", "ftp://shop.example"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["ORDER_RATE_LIMIT_BURST", "-1"],
    ["ORDER_RATE_LIMIT_PER_MINUTE", "lots"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
