/**
 * How long a restart keeps the shop away (issue 16 asks for 2 s): from running `npm start` on a
 * built tree, and plain `node build/shop/index.js`, to the "is open at" line, on a shop that
 * already has its data (the demo catalogue, migrations applied).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const STARTS = 5;

async function timeToListen(command: string, args: string[], dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");
  try {
    return await new Promise<number>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        if (output.includes(" is open at ")) resolve(performance.now() - startedAt);
      });
      void exited.then(([code]) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
    });
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchStart(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-start-"));
  try {
    // The first start migrates and draws the demo catalogue: not what a restart does.
    await timeToListen("npm", ["start"], dataDir);
    for (const [label, command, args] of [
      ["npm start", "npm", ["start"]],
      ["node build/shop/index.js", process.execPath, ["build/shop/index.js"]],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < STARTS; run++) {
        times.push(await timeToListen(command, [...args], dataDir));
      }
      console.log(
        `Restart on a built tree, ${label}: listening after ${Math.round(median(times))} ms ` +
          `(median of ${STARTS}; best ${Math.round(Math.min(...times))} ms)`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
