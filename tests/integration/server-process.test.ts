import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { failedStart, startServerProcess, type ServerProcess } from "../setup/server-process";

let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  server = undefined;
  await testDatabase?.drop();
  testDatabase = undefined;
});

async function databaseEnv(): Promise<Record<string, string>> {
  testDatabase = await createTestDatabase();
  return {
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
  };
}

describe("the server process", () => {
  it("starts on an empty database, seeds the demo catalogue and serves it rendered", async () => {
    server = await startServerProcess(await databaseEnv());
    const body = await (await fetch(`${server.url}/`)).text();
    expect(body).toContain(`Showing ${demoCatalogue.length} product(s)`);
    expect(server.output()).toContain(`Added the demo catalogue: ${demoCatalogue.length} products`);
  });

  it("finishes requests in progress and exits 0 within 5 seconds on SIGTERM", async () => {
    server = await startServerProcess(await databaseEnv());
    const { url } = server;
    let signalledAt = Number.POSITIVE_INFINITY;
    // A request the server had not yet accepted may be refused; one it answered must arrive whole.
    const requests = Array.from({ length: 60 }, () =>
      fetch(`${url}/`).then(
        async (response) => {
          try {
            const body = await response.text();
            return {
              outcome: "answered",
              whole: response.status === 200 && body.includes("</html>"),
              finishedAt: performance.now(),
            };
          } catch {
            return { outcome: "cut off", whole: false, finishedAt: performance.now() };
          }
        },
        () => ({ outcome: "refused", whole: false, finishedAt: performance.now() }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    signalledAt = performance.now();
    server.child.kill("SIGTERM");
    const results = await Promise.all(requests);
    const code = await server.exited;
    const stoppedAt = performance.now();

    const answered = results.filter((result) => result.outcome === "answered");
    expect(results.filter((result) => result.outcome === "cut off")).toEqual([]);
    expect(answered.every((result) => result.whole)).toBe(true);
    expect(answered.filter((result) => result.finishedAt > signalledAt).length).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(stoppedAt - signalledAt).toBeLessThan(5000);
    expect(server.output()).toContain("SIGTERM: finishing requests in progress");
  });

  it("refuses to start with a bad setting and names it", async () => {
    const { code, output } = await failedStart({ ...(await databaseEnv()), PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output).toMatch(/PORT: must be a port number/);
  });

  it("refuses to start when DATA_DIR cannot hold the shop's data", async () => {
    const env = await databaseEnv();
    const file = path.join(env.DATA_DIR!, "a-file");
    fs.writeFileSync(file, "not a folder");
    const { code, output } = await failedStart({ ...env, DATA_DIR: file });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot start the shop: DATA_DIR .*a-file/);
  });
});
