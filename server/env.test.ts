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

  it("keeps pictures on disk unless STORAGE_URL names a bucket", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    const keys = { AWS_ACCESS_KEY_ID: "GK1234", AWS_SECRET_ACCESS_KEY: "secret" };
    expect(
      loadConfig({
        STORAGE_URL:
          "s3://shop-pictures?endpoint=http://127.0.0.1:3900&region=garage&forcePathStyle=true",
        ...keys,
      }).storage,
    ).toEqual({
      kind: "bucket",
      bucket: "shop-pictures",
      endpoint: "http://127.0.0.1:3900",
      region: "garage",
      forcePathStyle: true,
      accessKeyId: "GK1234",
      secretAccessKey: "secret",
    });
    // On AWS itself the endpoint is the SDK's own and the region may come from AWS_REGION.
    expect(
      loadConfig({ STORAGE_URL: "s3://shop.pictures", AWS_REGION: "ap-south-1", ...keys }).storage,
    ).toMatchObject({
      bucket: "shop.pictures",
      endpoint: undefined,
      region: "ap-south-1",
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_URL: "s3://shop-pictures", ...keys }).storage).toMatchObject({
      region: "us-east-1",
    });
  });

  it.each([
    ["http://shop-pictures", /STORAGE_URL: must be s3:\/\/BUCKET.*not http:/],
    ["s3://Shop_Pictures", /STORAGE_URL: .*"Shop_Pictures" is not a bucket name/],
    ["s3://shop-pictures/folder", /STORAGE_URL: .*a bucket takes no path/],
    ["s3://shop-pictures?endpiont=http://x", /STORAGE_URL: .*unknown option endpiont/],
    [
      "s3://shop-pictures?endpoint=garage:3900",
      /STORAGE_URL: .*endpoint "garage:3900" is not an http\(s\) URL/,
    ],
    [
      "s3://shop-pictures?forcePathStyle=yes",
      /STORAGE_URL: .*forcePathStyle must be true or false/,
    ],
  ])("refuses STORAGE_URL=%s, saying what is wrong", (value, message) => {
    const keys = { AWS_ACCESS_KEY_ID: "GK1234", AWS_SECRET_ACCESS_KEY: "secret" };
    expect(() => loadConfig({ STORAGE_URL: value, ...keys })).toThrow(message);
  });

  it("names the missing credential when STORAGE_URL names a bucket", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://shop-pictures" })).toThrow(
      /AWS_ACCESS_KEY_ID: must be set when STORAGE_URL names a bucket \(s3:\/\/shop-pictures\)\n\s+AWS_SECRET_ACCESS_KEY: must be set/,
    );
    expect(() =>
      loadConfig({ STORAGE_URL: "s3://shop-pictures", AWS_ACCESS_KEY_ID: "GK1234" }),
    ).toThrow(/^Invalid configuration:\n\s+AWS_SECRET_ACCESS_KEY: must be set/);
  });
});
