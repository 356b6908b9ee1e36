import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/** An app on a real port of 127.0.0.1, for tests that need requests to arrive over a socket. */
export interface ListeningServer {
  url: string;
  close(): Promise<void>;
}

export async function listenOnFreePort(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<ListeningServer> {
  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening),
    ) as Server;
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      // fetch keeps its connections open for a few seconds, and open event streams stay open:
      // close() would wait them out.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
