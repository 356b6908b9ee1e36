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
    expect(config.logLevel).toBe("info");
    expect(config.backupHours).toBe(0);
    expect(config.pageCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE_MB: "0.5" }).pageCacheBytes).toBe(512 * 1024);
  });

  it("keeps tests quiet unless LOG_LEVEL asks otherwise", () => {
    expect(loadConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "debug" }).logLevel).toBe("debug");
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
    ["TRUST_PROXY", "true"],
    ["LOG_LEVEL", "verbose"],
    ["BACKUP_HOURS", "-1"],
    ["BACKUP_HOURS", "1000"],
    ["PAGE_CACHE_MB", "-1"],
    ["PAGE_CACHE_MB", "lots"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "127.0.0.1,proxy.internal"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxy addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: "off" });
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toEqual({ kind: "off" });
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ kind: "hops", hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual({
      kind: "addresses",
      addresses: ["127.0.0.1", "10.0.0.0/8", "::1"],
    });
    expect(() => loadConfig({ TRUST_PROXY: "127.0.0.1,proxy.internal" })).toThrow(
      /TRUST_PROXY: must be a number of proxies .*not an address or range: "proxy.internal"/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
