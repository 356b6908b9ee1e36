import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4780);
const dataDir = path.join(os.tmpdir(), `dukan-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;

/**
 * Drives the system Chromium (Debian's package), because Playwright's own browser download does not
 * work on these machines. The server is the production build on a fresh SQLite database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // One folder per port, so runs side by side never delete each other's traces.
  outputDir: `test-results/${port}`,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 5"], browserName: "chromium" } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], browserName: "chromium" } },
  ],
  webServer: {
    command: "node --import tsx server/index.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      // The account tests/e2e/admin-session.ts signs in with.
      ADMIN_EMAIL: "owner@dukan.test",
      ADMIN_PASSWORD: "e2e-owner-password",
      // Every spec orders from one address; the limit itself is proven by the integration suite.
      ORDER_RATE_LIMIT_BURST: "0",
    },
  },
});
