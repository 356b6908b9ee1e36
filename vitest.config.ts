import { defineConfig } from "vitest/config";

/**
 * Three projects: unit tests beside the code, and the same integration suite once per database.
 * Run one with `vitest run --project <name>`; `npm test` runs them all (scripts/test.ts).
 */
const integration = (database: "sqlite" | "postgres") => ({
  test: {
    name: `integration-${database}`,
    // Behaviour only a shared database has (instances hearing each other) has its own folder.
    include: [
      "tests/integration/**/*.test.ts",
      ...(database === "postgres" ? ["tests/integration-postgres/**/*.test.ts"] : []),
    ],
    env: { TEST_DB: database },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // SQLite files run in parallel. PostgreSQL files run one after another, although each makes
    // its own database on the shared server (tests/setup/test-database.ts) and none needs another's.
    fileParallelism: database === "sqlite",
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
