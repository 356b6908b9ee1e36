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
        },
      },
      integration("sqlite"),
      integration("postgres"),
    ],
  },
});
