/**
 * `npm test`: every check the project has, in order, stopping at the first failure. Prints one
 * summary line per stage and a closing 'N passed, N failed' line.
 *
 * The PostgreSQL suite runs when TEST_DATABASE_URL is set. Without it the suite is skipped with a
 * printed line, except under CI=true, where a missing PostgreSQL is a failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Counts {
  passed: number;
  failed: number;
}

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-test-reports-"));
const summary: string[] = [];
const total: Counts = { passed: 0, failed: 0 };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(ok: boolean): never {
  console.log("\n=== Summary ===");
  for (const line of summary) console.log(line);
  fs.rmSync(reportsDir, { recursive: true, force: true });
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(ok ? 0 : 1);
}

function step(title: string, command: string, args: string[]): void {
  const ok = run(title, command, args);
  summary.push(`${title}: ${ok ? "ok" : "FAILED"}`);
  if (!ok) finish(false);
}

function vitest(title: string, project: string, env: NodeJS.ProcessEnv = {}): void {
  const report = path.join(reportsDir, `${project}.json`);
  const ok = run(
    title,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  const counts = readVitestCounts(report);
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.push(`${title}: ${counts.passed} passed, ${counts.failed} failed`);
  if (!ok || counts.failed > 0 || counts.passed === 0) finish(false);
}

function readVitestCounts(report: string): Counts {
  if (!fs.existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(fs.readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

function playwright(title: string): void {
  const report = path.join(reportsDir, "e2e.json");
  const ok = run(title, "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = fs.existsSync(report)
    ? (
        JSON.parse(fs.readFileSync(report, "utf8")) as {
          stats: { expected: number; unexpected: number; flaky: number };
        }
      ).stats
    : { expected: 0, unexpected: 1, flaky: 0 };
  const counts = { passed: stats.expected, failed: stats.unexpected + stats.flaky };
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.push(`${title}: ${counts.passed} passed, ${counts.failed} failed`);
  if (!ok || counts.failed > 0 || counts.passed === 0) finish(false);
}

step("Typecheck", "npm", ["run", "--silent", "typecheck"]);
step("Lint and format", "npm", ["run", "--silent", "lint"]);
vitest("Unit tests", "unit");
step("Production build", "npm", ["run", "--silent", "build"]);
vitest("Integration tests on SQLite", "integration-sqlite");
if (process.env.TEST_DATABASE_URL) {
  vitest("Integration tests on PostgreSQL", "integration-postgres");
} else if (process.env.CI === "true") {
  console.error(
    "\nCI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite is required in CI.",
  );
  summary.push("Integration tests on PostgreSQL: MISSING (TEST_DATABASE_URL not set)");
  finish(false);
} else {
  const line =
    "Integration tests on PostgreSQL: SKIPPED (set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them)";
  console.log(`\n${line}`);
  summary.push(line);
}
playwright("Browser tests (Chromium)");
finish(true);
