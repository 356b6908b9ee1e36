import { describe, expect, it } from "vitest";
import { clientAddressResolver } from "./client-address";

describe("the client address", () => {
  it("is the connection's peer without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    const resolve = clientAddressResolver({ kind: "off" });
    expect(resolve("::ffff:192.0.2.1", "203.0.113.9")).toBe("192.0.2.1");
  });

  it("takes as many addresses from the right of X-Forwarded-For as there are trusted hops", () => {
    const chain = "198.51.100.66, 203.0.113.9, 10.0.0.2";
    expect(clientAddressResolver({ kind: "hops", hops: 1 })("127.0.0.1", chain)).toBe("10.0.0.2");
    expect(clientAddressResolver({ kind: "hops", hops: 2 })("127.0.0.1", chain)).toBe(
      "203.0.113.9",
    );
    expect(clientAddressResolver({ kind: "hops", hops: 5 })("127.0.0.1", chain)).toBe(
      "198.51.100.66",
    );
    expect(clientAddressResolver({ kind: "hops", hops: 1 })("127.0.0.1", undefined)).toBe(
      "127.0.0.1",
    );
  });

  it("walks past listed proxies and ranges to the first address that is not one", () => {
    const resolve = clientAddressResolver({
      kind: "addresses",
      addresses: ["127.0.0.1", "10.0.0.0/8", "fd00::/8"],
    });
    expect(resolve("::ffff:127.0.0.1", "198.51.100.66, 203.0.113.9, 10.4.0.1")).toBe("203.0.113.9");
    expect(resolve("fd00::1", "2001:db8::7")).toBe("2001:db8::7");
    expect(resolve("192.0.2.50", "203.0.113.9")).toBe("192.0.2.50");
  });

  it("stops at an entry that is not an IP address", () => {
    const resolve = clientAddressResolver({ kind: "hops", hops: 3 });
    expect(resolve("127.0.0.1", "203.0.113.9, unknown, 10.0.0.2")).toBe("10.0.0.2");
  });
});
