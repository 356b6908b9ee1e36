import os from "node:os";

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/**
 * The addresses other devices on the same network (the owner's phone on the shop's Wi-Fi) can open
 * the shop at: the machine's IPv4 addresses when it listens on all interfaces, none when it
 * listens only on one (behind a proxy on 127.0.0.1, say).
 */
export function lanAddresses(
  host: string,
  interfaces: Interfaces = os.networkInterfaces(),
): string[] {
  if (host !== "0.0.0.0" && host !== "::") return [];
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === "IPv4" && !address.internal)
    .map((address) => address.address);
}
