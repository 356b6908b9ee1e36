import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * A command of the compiled build in build/shop/ (decision 18), run as package.json runs it:
 * `index` is what `npm start` runs, `admin` and `backup` the CLIs. Tests start what production
 * starts, and spare the seconds of CPU tsx spends compiling the sources in each process;
 * `npm run test:integration` (and `npm test`) build first when the sources changed.
 */
export function compiledCommand(
  entry: "index" | "admin" | "backup" | "storage",
  ...args: string[]
): string[] {
  return ["--enable-source-maps", `build/shop/${entry}.js`, ...args];
}

export interface ServerProcessOptions {
  /**
   * Keep what the server writes to standard output once it is open (its request log). The
   * benchmark drops it, as a log shipper in another process would take it: a log line per request
   * kept in this process's memory would cost the load generator beside it.
   */
  keepLog?: boolean;
}

/** Starts the real server, compiled, as its own process. */
export async function startServerProcess(
  env: Record<string, string>,
  { keepLog = true }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, compiledCommand("index"), {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk);
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = once(child, "exit").then(([code]) => code as number | null);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      60_000,
    );
    // Only until the server is open: a server logging every request would have this scan a
    // growing string for each line, starving whatever else runs in this process (the benchmark).
    const check = () => {
      const match = /is open at (http:\/\/localhost:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", check);
        // Still read, so the server never waits on a full pipe.
        if (!keepLog) child.stdout!.off("data", keep).resume();
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

/** Starts the server exactly as `npm start` does (after its build), in its own process group. */
export async function startAsNpmStartDoes(env: Record<string, string>): Promise<ServerProcess> {
  const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  const words = packageJson.scripts.start.split(/\s+/);
  const commandAt = words.findIndex((word) => !/^\w+=/.test(word));
  const assignments = words.slice(0, commandAt);
  const [command, ...args] = words.slice(commandAt);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // npm puts the project's binaries first on the PATH for its scripts.
    PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
    ...Object.fromEntries(assignments.map((word) => word.split("=") as [string, string])),
    PORT: "0",
    HOST: "127.0.0.1",
    ...env,
  };
  delete childEnv.PUBLIC_URL;
  const child = spawn(command!, args, { env: childEnv, detached: true, stdio: "pipe" });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /is open at (http:\/\/localhost:\d+)\//.exec(output);
      if (match) {
        child.stdout.off("data", check);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout.on("data", check);
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
  return { url, child, output: () => output, exited };
}

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
export async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, compiledCommand("index"), {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output += chunk);
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

/** Ends a server a test left running (a test that stops it itself has already awaited its exit). */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}
