import { defineConfig } from "vitest/config";

/**
 * Three projects: unit tests beside the code, and the same integration suite once per database.
 * Run one with `vitest run --project <name>`; `npm test` runs them all (scripts/test.ts).
 */
const integration = (database: "sqlite" | "postgres") => ({
  test: {
    name: `integration-${database}`,
    // Behaviour only a shared database has (instances hearing each other) has its own folder, and
    // so has what only SQLite has (its backup file) or runs once whatever the database (npm start).
    include: ["tests/integration/**/*.test.ts", `tests/integration-${database}/**/*.test.ts`],
    env: { TEST_DB: database },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file makes its own DATA_DIR and, on PostgreSQL, its own database (a shop's pool holds
    // at most 10 connections, far below the server's limit), and servers listen on port 0: files
    // share nothing, so they run side by side on either database.
    fileParallelism: true,
    // Files share one module graph per worker instead of importing the server afresh each (about
    // a second of CPU a file, a third of the suite on a 2-core machine). They already share no
    // state through modules: every shop, database and server a test uses is its own.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,domain,server,scripts}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // Pure modules: one module graph for all the files (a third of the time this took).
          // A test that stubs a global or the clock puts it back after itself.
          isolate: false,
        },
      },
      integration("sqlite"),
      integration("postgres"),
    ],
  },
});
