import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./env";
import { loadBuiltPages, startDevelopmentPages } from "./pages";
import { openShop } from "./shop";

const SHUTDOWN_DEADLINE_MS = 4500;

async function main(): Promise<void> {
  const config = loadConfig();
  const pages =
    config.mode === "development"
      ? await startDevelopmentPages()
      : await loadBuiltPages(config.buildDir);
  const shop = await openShop(config, { log: (message) => console.log(message) });
  console.log(`Database: ${shop.database.description}`);

  const app = createApp({
    ...shop,
    pageHandler: pages.handler,
    ...(pages.clientAssetsDir ? { clientAssetsDir: pages.clientAssetsDir } : {}),
  });
  const handleWithHono = getRequestListener(app.fetch);
  const server = http.createServer((request, response) => {
    if (pages.devMiddlewares)
      pages.devMiddlewares(request, response, () => handleWithHono(request, response));
    else void handleWithHono(request, response);
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`${config.shop.name} is open at http://localhost:${port}/`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in progress, then closing.`);
    // Event streams never finish by themselves: closing the bus ends them, so that server.close()
    // is not kept waiting for the deadline.
    void shop.events.close();
    // Past the deadline, cut whatever is left so the process always exits within 5 seconds.
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.close(() => {
      void Promise.allSettled([pages.close(), shop.database.close()]).then(() => {
        console.log("Closed.");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cannot start the shop: ${error.message}` : error);
  process.exit(1);
});
