import { describe, expect, it } from "vitest";
import { lanAddresses } from "./lan-addresses";

const interfaces = {
  lo: [
    { address: "127.0.0.1", family: "IPv4", internal: true },
    { address: "::1", family: "IPv6", internal: true },
  ],
  wlan0: [
    { address: "192.168.1.23", family: "IPv4", internal: false },
    { address: "fe80::1", family: "IPv6", internal: false },
  ],
  docker0: [{ address: "172.17.0.1", family: "IPv4", internal: false }],
} as unknown as Parameters<typeof lanAddresses>[1];

describe("lanAddresses", () => {
  it("lists the IPv4 addresses other devices can reach when listening on every interface", () => {
    expect(lanAddresses("0.0.0.0", interfaces)).toEqual(["192.168.1.23", "172.17.0.1"]);
    expect(lanAddresses("::", interfaces)).toEqual(["192.168.1.23", "172.17.0.1"]);
  });

  it("lists none when the shop listens on one address only", () => {
    expect(lanAddresses("127.0.0.1", interfaces)).toEqual([]);
  });
});
