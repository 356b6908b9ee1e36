import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./env";
import { limitHeapGrowth } from "./heap-growth";
import { lanAddresses } from "./http/lan-addresses";
import { startTimedJobs } from "./jobs/timed-jobs";
import { createLogger } from "./log";
import { useServiceLog } from "./service-log";
import { loadBuiltPages, startDevelopmentPages } from "./pages";
import { warnWithoutPublicUrl } from "./public-url-warning";
import { openShop } from "./shop";

const SHUTDOWN_DEADLINE_MS = 4500;
const IDLE_CHECK_MS = 50;

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const publicUrlWarning = warnWithoutPublicUrl(config);
  if (publicUrlWarning) console.warn(publicUrlWarning);
  const pages =
    config.mode === "development"
      ? await startDevelopmentPages()
      : await loadBuiltPages(config.buildDir);
  const log = createLogger(config.logLevel);
  useServiceLog(log);
  const shop = await openShop(config, { log: (message) => console.log(message) });
  console.log(`Database: ${shop.database.description}`);
  console.log(`Pictures and repair photos: ${shop.storageDescription}`);
  await shop.orders.start();

  const app = createApp({
    ...shop,
    log,
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
    // The process id lets an operator (and a test) see that the signals reach the server itself.
    console.log(
      `${shop.settings.current().name} is open at http://localhost:${port}/ (process ${process.pid})`,
    );
    for (const address of lanAddresses(config.host)) {
      console.log(`On the same Wi-Fi or network, e.g. from a phone: http://${address}:${port}/`);
    }
  });
  const timedJobs = startTimedJobs(shop, log);
  if (config.backupHours > 0) {
    console.log(
      `Automatic backups every ${config.backupHours} hours (once across instances on one database).`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in progress, then closing.`);
    timedJobs.stop();
    // A keep-alive connection whose last request finishes after close() would stay open.
    const closeIdle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
    // Stop accepting; the callback runs once the last connection has closed.
    server.close(() => {
      clearInterval(closeIdle);
      // Only now the bus (placements that finished announced their orders through it) and then
      // the database: every order committed has been answered by this point.
      void Promise.allSettled([pages.close(), shop.close()]).then(() => {
        console.log("Closed.");
        process.exit(0);
      });
    });
    // Open pages' event streams never finish by themselves: end them now, or they hold the stop.
    shop.events.endSubscriptions();
    // Past the deadline, cut whatever is left so the process always exits within 5 seconds.
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cannot start the shop: ${error.message}` : error);
  process.exit(1);
});
