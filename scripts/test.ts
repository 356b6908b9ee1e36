/**
 * `npm test`: every check the project has, stopping after the first group that fails. Prints one
 * summary line per stage with its time, and a closing 'N passed, N failed' line with the total.
 *
 * Stages that need nothing from each other run side by side in pairs (each pair keeps both cores
 * of a small machine busy; lint, unit tests and the build run one after another beside the type
 * check, which alone takes as long); their output is printed whole when each ends, so it never
 * interleaves.
 * The browser tests run alone, right after the build they need: they are the stage most
 * sensitive to a busy machine. Run last, after the integration suites, on CI they took 2.2 times
 * as long as alone on an idle machine; first, nothing those suites leave behind (processes,
 * databases, files still being written) runs beside them.
 *
 * The PostgreSQL suite runs when TEST_DATABASE_URL is set, and the browser tests when Chromium is
 * installed (CHROMIUM_PATH, else /usr/bin/chromium, as playwright.config.ts looks for it). Without
 * one, its stage is skipped with a printed line naming the one command that runs it, so a fresh
 * machine with only Node passes what it can; under CI=true a missing one is a failure.
 *
 * A browser test that fails and then passes on its retry (Playwright's 'flaky') still fails the
 * run, but is counted and named apart from the tests that failed both times.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Counts {
  passed: number;
  failed: number;
  /** Browser tests that passed only on their retry; they fail the run like `failed`. */
  flaky?: number;
}

interface StageResult {
  /** The summary line, without its time (or lines, each with its time, when `timed`). */
  line: string;
  ok: boolean;
  timed?: boolean;
}

interface Stage {
  title: string;
  run(output: "inherit" | "buffer"): Promise<StageResult>;
}

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-test-reports-"));
const summary: string[] = [];
const total = { passed: 0, failed: 0, flaky: 0 };
/** Stages that did not run on this machine, each with the command that runs it. */
const skipped: string[] = [];
const startedAt = performance.now();

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** Runs a command; with "buffer", its output is printed in one piece when it ends. */
function run(
  title: string,
  command: string,
  args: string[],
  output: "inherit" | "buffer",
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  if (output === "inherit") console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, {
    stdio: output === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      if (output === "buffer") {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
  });
}

function finish(ok: boolean): never {
  console.log("\n=== Summary ===");
  for (const line of summary) console.log(line);
  fs.rmSync(reportsDir, { recursive: true, force: true });
  const flaky =
    total.flaky > 0 ? `, ${total.flaky} flaky (passed only on retry; counted as failed)` : "";
  const notRun = skipped.length > 0 ? `; ${skipped.length} stage(s) skipped` : "";
  console.log(
    `${total.passed} passed, ${total.failed + total.flaky} failed${flaky}${notRun} (total ${duration(performance.now() - startedAt)})`,
  );
  for (const line of skipped) console.log(`Not run here: ${line}`);
  if (skipped.length > 0) {
    console.log(
      "One command runs everything, installing Chromium and starting PostgreSQL as needed: bash .ci/run",
    );
  }
  process.exit(ok ? 0 : 1);
}

function step(title: string, command: string, args: string[]): Stage {
  return {
    title,
    run: async (output) => {
      const ok = await run(title, command, args, output);
      return { ok, line: `${title}: ${ok ? "ok" : "FAILED"}` };
    },
  };
}

function counted(title: string, counts: Counts, ok: boolean): StageResult {
  const flaky = counts.flaky ?? 0;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.flaky += flaky;
  return {
    ok: ok && counts.failed === 0 && flaky === 0 && counts.passed > 0,
    line:
      `${title}: ${counts.passed} passed, ${counts.failed} failed` +
      (flaky > 0 ? `, ${flaky} FLAKY (failed, then passed on retry: a failure)` : ""),
  };
}

/**
 * A stage this machine lacks what it needs for: a printed line with the command that runs it,
 * or, under CI=true, a failure.
 */
function skippedStage(title: string, missing: string, command: string): Stage {
  return {
    title,
    run: async () => {
      if (process.env.CI === "true") {
        console.error(`\nCI=true but ${missing}: the ${title} are required in CI.`);
        return { ok: false, line: `${title}: MISSING (${missing})` };
      }
      const line = `${title}: SKIPPED (${missing}; to run them: ${command})`;
      console.log(`\n${line}`);
      skipped.push(`${title}: ${command}`);
      return { ok: true, line };
    },
  };
}

function vitest(title: string, project: string, env: NodeJS.ProcessEnv = {}): Stage {
  const report = path.join(reportsDir, `${project}.json`);
  return {
    title,
    run: async (output) => {
      const ok = await run(
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
        output,
        env,
      );
      return counted(title, readVitestCounts(report), ok);
    },
  };
}

function readVitestCounts(report: string): Counts {
  if (!fs.existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(fs.readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

function playwright(title: string): Stage {
  const report = path.join(reportsDir, "e2e.json");
  return {
    title,
    run: async (output) => {
      const ok = await run(title, "npx", ["playwright", "test", "--reporter=list,json"], output, {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
      const stats = fs.existsSync(report)
        ? (
            JSON.parse(fs.readFileSync(report, "utf8")) as {
              stats: { expected: number; unexpected: number; flaky: number };
            }
          ).stats
        : { expected: 0, unexpected: 1, flaky: 0 };
      return counted(
        title,
        { passed: stats.expected, failed: stats.unexpected, flaky: stats.flaky },
        ok,
      );
    },
  };
}

/**
 * Stages one after the other as one stage beside another: the type check alone takes as long as
 * lint, unit tests and the build together, so they share the second core instead of waiting.
 */
function chain(...stages: Stage[]): Stage {
  return {
    title: stages.map((stage) => stage.title).join(", "),
    run: async (output) => {
      const lines: string[] = [];
      for (const stage of stages) {
        const started = performance.now();
        const result = await stage.run(output);
        lines.push(`${result.line} (${duration(performance.now() - started)})`);
        if (!result.ok) return { ok: false, line: lines.join("\n"), timed: true };
      }
      return { ok: true, line: lines.join("\n"), timed: true };
    },
  };
}

/** Runs the stages of one group together (a lone stage streams its output) and records them. */
async function group(...stages: Stage[]): Promise<void> {
  const output = stages.length === 1 ? "inherit" : "buffer";
  const results = await Promise.all(
    stages.map(async (stage) => {
      const started = performance.now();
      const result = await stage.run(output);
      return { ...result, ms: performance.now() - started };
    }),
  );
  for (const result of results) {
    summary.push(result.timed ? result.line : `${result.line} (${duration(result.ms)})`);
  }
  if (results.some((result) => !result.ok)) finish(false);
}

/** Without TEST_DATABASE_URL the stage only reports why it is skipped (or fails, under CI). */
function postgresIntegration(): Stage {
  const title = "Integration tests on PostgreSQL";
  if (process.env.TEST_DATABASE_URL) return vitest(title, "integration-postgres");
  return skippedStage(
    title,
    "TEST_DATABASE_URL is not set",
    "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project integration-postgres",
  );
}

/** Without Chromium where the browser tests look for it, the same. */
function browserTests(): Stage {
  const title = "Browser tests (Chromium)";
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(chromium)) return playwright(title);
  return skippedStage(
    title,
    `no Chromium at ${chromium}`,
    "install Chromium there (or set CHROMIUM_PATH), then npm run test:e2e",
  );
}

// The catalogues are compiled once before the stages that read them start side by side.
await group(step("Message catalogues", "npm", ["run", "--silent", "i18n"]));
await group(
  step("Typecheck", "npm", ["run", "--silent", "typecheck"]),
  chain(
    step("Lint and format", "npm", ["run", "--silent", "lint"]),
    vitest("Unit tests", "unit"),
    step("Production build", "npm", ["run", "--silent", "build"]),
  ),
);
await group(browserTests());
await group(vitest("Integration tests on SQLite", "integration-sqlite"), postgresIntegration());
finish(true);
