import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm start` in a copy of the project, as a fresh clone gets it: the first start builds, the next
 * one starts the build it finds, and a change to the server alone recompiles only the server.
 */
const PROJECT_FILES = [
  "app",
  "domain",
  "server",
  "public",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

let tree: string;

beforeAll(async () => {
  tree = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-clone-"));
  for (const entry of PROJECT_FILES) {
    await fs.cp(entry, path.join(tree, entry), { recursive: true });
  }
  await fs.symlink(path.resolve("node_modules"), path.join(tree, "node_modules"));
});

afterAll(() => fs.rm(tree, { recursive: true, force: true }));

interface Started {
  output: string;
  /** From running `npm start` to the server's "is open at" line. */
  listeningMs: number;
}

/** Runs `npm start` in the copy until the shop listens, then stops it as systemd would. */
async function npmStart(): Promise<Started> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-start-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
  };
  // The copy builds into its own build/.
  delete env.BUILD_DIR;
  const startedAt = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: tree,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");
  try {
    const listeningMs = await new Promise<number>((resolve, reject) => {
      child.stdout.on("data", () => {
        if (output.includes(" is open at ")) resolve(performance.now() - startedAt);
      });
      void exited.then(([code]) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    const page = await fetch(/is open at (http:\/\/localhost:\d+\/)/.exec(output)![1]!);
    expect(page.status).toBe(200);
    await page.text();
    return { output, listeningMs };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function modifiedAt(file: string): Promise<number> {
  return (await fs.stat(path.join(tree, file))).mtimeMs;
}

const BUILT = [
  "build/.sources",
  "build/server/index.js",
  "build/shop/.sources",
  "build/shop/index.js",
];

describe("npm start", { timeout: 300_000 }, () => {
  it("builds on the first start, then starts what is built without rebuilding", async () => {
    const first = await npmStart();
    expect(first.output).toContain("Building (pages and server: no build yet");
    const builtAt = await Promise.all(BUILT.map(modifiedAt));

    const second = await npmStart();
    console.log(
      `npm start: ${Math.round(first.listeningMs)} ms with the build, ` +
        `${Math.round(second.listeningMs)} ms on a built tree`,
    );
    expect(second.output).not.toContain("Building");
    expect(await Promise.all(BUILT.map(modifiedAt))).toEqual(builtAt);
  });

  it("recompiles only the server when only the server changed", async () => {
    const pagesBuiltAt = await modifiedAt("build/server/index.js");
    await fs.appendFile(path.join(tree, "server/log.ts"), "\n// changed\n");
    const started = await npmStart();
    expect(started.output).toContain("Building (server:");
    expect(await modifiedAt("build/server/index.js")).toBe(pagesBuiltAt);
    expect(await modifiedAt("build/shop/index.js")).toBeGreaterThan(pagesBuiltAt);
  });
});
