import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { TrustProxy } from "../env";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by `resolveClientAddress`: who sent the request, as far as the shop can tell. */
    clientAddress: string;
  }
}

/** `app.request()` in tests has no socket, so every such request counts as one client. */
const NO_SOCKET = "no-socket";

/** `::ffff:192.0.2.1`, as a dual-stack socket reports an IPv4 peer, is `192.0.2.1`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The proxies TRUST_PROXY lists, as one set of addresses and ranges. */
function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(plainAddress(address), type);
    else list.addSubnet(plainAddress(address), Number(prefix), type);
  }
  return list;
}

/**
 * X-Forwarded-For as the nearest proxy left it, nearest first: each proxy appends the address it
 * was reached from, so the right end was written by the proxy and the left end by anybody.
 */
function forwardedChain(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((entry) => entry.trim())
    .reverse();
}

/**
 * How to find the client's address from the socket's peer and X-Forwarded-For: the peer itself,
 * or, for a connection from a trusted proxy, the first address in X-Forwarded-For (read from the
 * right) that is not itself a trusted proxy. An entry that is not an IP address ends the walk, so
 * a proxy's garbage never becomes someone's address.
 */
export function clientAddressResolver(
  trust: TrustProxy,
): (peer: string, forwardedFor: string | undefined) => string {
  if (trust.kind === "off") return (peer) => plainAddress(peer);
  const proxies = trust.kind === "addresses" ? trustedProxies(trust.addresses) : undefined;
  const isTrusted = (candidate: string, hop: number) =>
    proxies
      ? proxies.check(candidate, isIP(candidate) === 6 ? "ipv6" : "ipv4")
      : trust.kind === "hops" && hop < trust.hops;
  return (peer, forwardedFor) => {
    let address = plainAddress(peer);
    let hop = 0;
    for (const entry of forwardedChain(forwardedFor)) {
      if (!isTrusted(address, hop)) break;
      const next = plainAddress(entry);
      if (isIP(next) === 0) break;
      address = next;
      hop += 1;
    }
    return address;
  };
}

/**
 * Works out each request's client address once, for everything that counts by address (the order
 * rate limit, the login lockout). Without TRUST_PROXY, X-Forwarded-For is ignored: anyone can send it.
 */
export function resolveClientAddress(trust: TrustProxy): MiddlewareHandler {
  const resolve = clientAddressResolver(trust);
  return async (c, next) => {
    c.set("clientAddress", addressOf(c, resolve));
    await next();
  };
}

const peerOnly = clientAddressResolver({ kind: "off" });

function addressOf(c: Context, resolve: ReturnType<typeof clientAddressResolver>): string {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return NO_SOCKET;
  const peer = getConnInfo(c).remote.address;
  return peer ? resolve(peer, c.req.header("x-forwarded-for")) : NO_SOCKET;
}

/** The request's client address; the socket's peer where `resolveClientAddress` did not run. */
export function clientAddress(c: Context): string {
  return c.get("clientAddress") ?? addressOf(c, peerOnly);
}
