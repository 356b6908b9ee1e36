import os from "node:os";
import path from "node:path";
import { defineConfig, devices, type Project } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/admin-session";
import { phoneDevice } from "./tests/e2e/phone-device";
import type { E2eWorkerOptions } from "./tests/e2e/fixtures";

const port = Number(process.env.E2E_PORT ?? 4780);
// Each worker loads this file again; it must find the folder the main process chose.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `dukan-e2e-${process.pid}`);
const dataRoot = process.env.E2E_DATA_DIR;

/**
 * Tests tagged `@isolated` change data that other tests read (Clear All empties the orders, a
 * product added and deleted shows in every catalogue listing, the report counts every order of
 * the day). They run one at a time on a server and database of their own, the phone's before the
 * desktop's, so everything else can share one server and run in parallel. (Each server costs a
 * start with the demo catalogue drawn, so the two devices share the isolated one.)
 */
const ISOLATED = /@isolated/;

interface E2eServer {
  port: number;
  dataDir: string;
}

const shared: E2eServer = { port, dataDir: path.join(dataRoot, "shared") };
const isolated: E2eServer = { port: port + 1, dataDir: path.join(dataRoot, "isolated") };

function baseUrl(server: E2eServer): string {
  return `http://127.0.0.1:${server.port}`;
}

function on(server: E2eServer) {
  return { baseURL: baseUrl(server), serverDataDir: server.dataDir };
}

const phone = { ...phoneDevice, browserName: "chromium" } as const;
const desktop = { ...devices["Desktop Chrome"], browserName: "chromium" } as const;

/** The production build on a fresh SQLite database. */
function webServer(server: E2eServer) {
  return {
    // As `npm start` runs it: the compiled server (npm run test:e2e builds first).
    command: "node --enable-source-maps build/shop/index.js",
    url: `${baseUrl(server)}/readyz`,
    reuseExistingServer: false,
    // Drawing the demo catalogue takes seconds of CPU; far more on a machine others share.
    timeout: 180_000,
    stdout: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATA_DIR: server.dataDir,
      SEED_DEMO: "true",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // A test places more orders than a shopper would; the limit is proven by the integration suite.
      ORDER_RATE_LIMIT_BURST: "0",
      // The tests' browsers name a visitor address of their own per test (fixtures.ts), so limits
      // counted per address, such as failed tracking lookups, hold per test, not per run.
      TRUST_PROXY: "127.0.0.1",
      // The server's output is shown with the tests': one line per request would bury them.
      LOG_LEVEL: "warn",
    },
  };
}

/**
 * The shop's customers and its owner use phones, so every spec runs on the phone. On a desktop
 * some screens have other controls or layouts (the header's links instead of its menu, the
 * catalogue's grid and filters and the product's gallery, both in catalogue.spec.ts; the admin's
 * order table instead of cards, the products table and form, the reports' chart), so the desktop
 * runs the specs of those screens and the accessibility sweep of both layouts. The rest (the home
 * page's search and the product page's buttons, cart and order rules, checkout, tracking, repairs,
 * Hindi, early taps, specs that fix a phone's viewport themselves) would run the same steps a
 * second time on a wider screen; on the 2-core CI machine each browser test costs seconds of CPU,
 * and the run must stay within its time.
 */
const DESKTOP_SPECS = [
  "accessibility",
  "admin-dashboard",
  "admin-products",
  "admin-reports",
  "catalogue",
  "header",
].map((name) => `${name}.spec.ts`);

// Listed first so the phone's isolated tests start at once beside the shared ones; the desktop's
// wait for them (a later phase), so they end the run.
const projects: Project<object, E2eWorkerOptions>[] = [
  { name: "phone-isolated", grep: ISOLATED, workers: 1, use: { ...phone, ...on(isolated) } },
  { name: "phone", grepInvert: ISOLATED, use: { ...phone, ...on(shared) } },
  {
    name: "desktop",
    testMatch: DESKTOP_SPECS,
    grepInvert: ISOLATED,
    use: { ...desktop, ...on(shared) },
  },
  {
    name: "desktop-isolated",
    testMatch: DESKTOP_SPECS,
    grep: ISOLATED,
    workers: 1,
    dependencies: ["phone-isolated"],
    use: { ...desktop, ...on(isolated) },
  },
];

/**
 * Drives the system Chromium (Debian's package), because Playwright's own browser download does not
 * work on these machines.
 */
export default defineConfig<object, E2eWorkerOptions>({
  testDir: "tests/e2e",
  // Specs create the data they look at, so they run in any order, side by side.
  fullyParallel: true,
  workers: 2,
  // A test's own time grows with the tests beside it, and CI's machine is shared: the same tests
  // took 2.2 times as long there as on an idle machine (a 28 s test took 58 s), so the limits
  // leave room for that. A limit only ends a test that is already failing; speed is for the
  // benchmark to judge.
  timeout: 90_000,
  // An assertion waits up to 15 s for the page to get there: on the 2-core CI machine, with two
  // browsers and the server busy, a full page post and render has taken over 10 s.
  expect: { timeout: 15_000 },
  // A failed test runs once more, recording a trace: recording every test's first run cost a
  // tenth of the run's CPU. A test that passes only on its retry still fails `npm test` (flaky).
  retries: 1,
  reporter: [["list"]],
  // One folder per port, so runs side by side never delete each other's traces.
  outputDir: `test-results/${port}`,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    trace: { mode: "on-first-retry", screenshots: false },
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
  projects,
  webServer: [shared, isolated].map(webServer),
});
