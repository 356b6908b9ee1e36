/**
 * The storefront pages served from the page cache (issue 17: `/` and a product page at least half
 * the requests per second of GET /api/products), measured against GET /api/products on the same
 * server in the same rounds, with the demo catalogue a customer browses and a browser's
 * Accept-Encoding. The cart, which is rendered for every request, shows what the cache saves.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  best,
  CONNECTIONS,
  DURATION_SECONDS,
  LOAD_CLIENT,
  measure,
  residentMegabytes,
  ROUNDS,
  settledResidentMegabytes,
  RSS_TARGET_MB,
  startBenchServer,
  type Measurement,
} from "./measurement";

const TARGET_RATIO = 0.5;
const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br, zstd" };

export async function benchPageCache(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-pages-"));
  try {
    const server = await startBenchServer({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    try {
      const { products } = (await (await fetch(`${server.url}/api/products`)).json()) as {
        products: { id: number }[];
      };
      const cached = [
        { label: "GET /api/products", path: "/api/products" },
        { label: "GET / (cached)", path: "/" },
        { label: "GET /product/:id (cached)", path: `/product/${products[0]!.id}` },
        { label: "GET /hi/product/:id (cached)", path: `/hi/product/${products[0]!.id}` },
      ];
      const rendered = { label: "GET /cart (rendered)", path: "/cart" };
      console.log(
        `Storefront pages: ${products.length} products; ${CONNECTIONS} connections, ` +
          `${ROUNDS} rounds of ${DURATION_SECONDS} s each, best round kept, Accept-Encoding br; ${LOAD_CLIENT}`,
      );
      const measureAll = async (targets: { label: string; path: string }[]) => {
        const runs = new Map<string, Measurement[]>(targets.map(({ path }) => [path, []]));
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const { path } of targets) {
            runs.get(path)!.push(await measure(`${server.url}${path}`, BROWSER_HEADERS));
          }
        }
        const results = new Map(targets.map(({ path }) => [path, best(runs.get(path)!)]));
        for (const { label, path } of targets) {
          const m = results.get(path)!;
          console.log(
            `${label.padEnd(30)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${m.p99Ms.toFixed(1).padStart(6)} ms`,
          );
        }
        return results;
      };

      const results = await measureAll(cached);
      const api = results.get("/api/products")!.requestsPerSecond;
      for (const { label, path } of cached.slice(1)) {
        const ratio = results.get(path)!.requestsPerSecond / api;
        console.log(
          `ratio req/s ${label.replace(/^GET | \(cached\)$/g, "")} / api: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)})`,
        );
      }
      console.log(
        `shop RSS after the API and cached pages' load: ${residentMegabytes(server.child.pid!).toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB)`,
      );
      // What the cache saves: the cart is rendered by React for every request.
      await measureAll([rendered]);
      console.log(
        `shop RSS after rendering ${rendered.path} under load too: ${residentMegabytes(server.child.pid!).toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB)`,
      );
      const settled = await settledResidentMegabytes(server.child.pid!);
      console.log(
        `shop RSS once idle: ${settled.megabytes.toFixed(0)} MB after ${settled.seconds.toFixed(0)} s ` +
          `(target <= ${RSS_TARGET_MB} MB; V8 gives back what a load grew once allocation is quiet)`,
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
