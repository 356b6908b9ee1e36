/** What every part of `npm run bench` shares: how long and how hard it measures, and the result. */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { startServerProcess, type ServerProcess } from "../../tests/setup/server-process";

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;
export const ROUNDS = 2;

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
}

/** The best of several rounds: a round is only ever slowed down by the machine, never sped up. */
export function best(measurements: Measurement[]): Measurement {
  return {
    requestsPerSecond: Math.max(...measurements.map((m) => m.requestsPerSecond)),
    p99Ms: Math.min(...measurements.map((m) => m.p99Ms)),
  };
}

/**
 * wrk (Debian's `wrk` package) when the machine has it: written in C, it leaves the server the
 * CPU that autocannon, parsing every answer in JavaScript, takes on a 2-core machine (for a
 * 20 KB page it, not the server, set the pace). autocannon otherwise.
 */
const hasWrk = spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;

export const LOAD_CLIENT = hasWrk
  ? "wrk, 1 thread"
  : "autocannon (install wrk to measure the server, not the client)";

/** Requests per second and p99 of GETs of one URL; any answer but a 2xx stops the bench. */
export async function measure(
  url: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  if (hasWrk) return measureWithWrk(url, headers);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const run = promisify(execFile);

const MILLISECONDS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

interface WrkRun {
  /** A Lua script for wrk (`request`, `init`, ...), for anything but a plain GET. */
  script?: string;
  connections?: number;
}

/** What wrk counted: every answer, the ones that were not 2xx or 3xx, and the socket errors. */
interface WrkResult extends Measurement {
  answers: number;
  refused: number;
  socketErrors: string | undefined;
}

async function runWrk(
  url: string,
  headers: Record<string, string>,
  { script, connections = CONNECTIONS }: WrkRun = {},
): Promise<WrkResult> {
  const scriptFile = script === undefined ? undefined : writeTemporaryScript(script);
  try {
    const { stdout } = await run("wrk", [
      "-t1",
      `-c${connections}`,
      `-d${DURATION_SECONDS}s`,
      // wrk's own 2 s would count a slow answer on a busy machine as a socket error.
      "--timeout",
      "10s",
      "--latency",
      ...(scriptFile ? ["-s", scriptFile] : []),
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ]);
    const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(stdout);
    if (!p99) throw new Error(`wrk measured nothing at ${url}:\n${stdout}`);
    return {
      requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]),
      p99Ms: Number(p99[1]) * MILLISECONDS[p99[2]!]!,
      answers: Number(/(\d+) requests in/.exec(stdout)![1]),
      refused: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
      socketErrors: /Socket errors: .*/.exec(stdout)?.[0],
    };
  } finally {
    if (scriptFile) fs.rmSync(path.dirname(scriptFile), { recursive: true, force: true });
  }
}

function writeTemporaryScript(script: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-wrk-")), "run.lua");
  fs.writeFileSync(file, script);
  return file;
}

async function measureWithWrk(url: string, headers: Record<string, string>): Promise<Measurement> {
  const result = await runWrk(url, headers);
  if (result.refused > 0 || result.socketErrors) {
    throw new Error(`${url}: ${result.refused} non-2xx answers ${result.socketErrors ?? ""}`);
  }
  return result;
}

/**
 * POSTs of a JSON body whose `numberMarker` is replaced by the request's number in the run (9
 * digits), so each can carry a key of its own. wrk when the machine has it, autocannon otherwise.
 * Answers outside `expected` stop the bench. With `addressPerRequest`, each request says in
 * X-Forwarded-For that it comes from a client of its own in 198.18.0.0/15, the range set aside
 * for benchmarks (RFC 2544), as many customers do, so the per-address limits stay on.
 */
export async function measurePosts(
  url: string,
  {
    connections,
    bodyTemplate,
    numberMarker,
    expected,
    addressPerRequest = false,
  }: {
    connections: number;
    /** The JSON body, with `numberMarker` where the request's number (9 digits) goes. */
    bodyTemplate: string;
    numberMarker: string;
    expected: "2xx" | "4xx";
    addressPerRequest?: boolean;
  },
): Promise<Measurement & { answered: number }> {
  const [before, after] = bodyTemplate.split(numberMarker);
  if (after === undefined) throw new Error(`The body has no ${numberMarker}`);
  if (hasWrk) {
    const result = await runWrk(
      url,
      {},
      {
        connections,
        script: postScript(before!, after, addressPerRequest),
      },
    );
    const wrong = expected === "2xx" ? result.refused : result.answers - result.refused;
    if (wrong > 0 || result.socketErrors) {
      throw new Error(
        `POST ${url}: ${wrong} answers other than ${expected} ${result.socketErrors ?? ""}`,
      );
    }
    return { ...result, answered: result.answers };
  }
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            body: `${before}${String(sent).padStart(9, "0")}${after}`,
            ...(addressPerRequest
              ? {
                  headers: {
                    ...request.headers,
                    "X-Forwarded-For": `198.18.${Math.floor(sent / 256) % 256}.${sent % 256}`,
                  },
                }
              : {}),
          };
        },
      },
    ],
  });
  const answered = expected === "2xx" ? result["2xx"] : result["4xx"];
  if (answered !== result.requests.total || result.errors > 0) {
    throw new Error(
      `POST ${url}: ${result.requests.total - answered} answers other than ${expected} ` +
        `and ${result.errors} errors`,
    );
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, answered };
}

/** Lua strings in double quotes: a JSON body needs its quotes and backslashes escaped. */
function luaString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** wrk's Lua, building each request in the client as autocannon's setupRequest does. */
function postScript(before: string, after: string, addressPerRequest: boolean): string {
  return `
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local sent = 0
request = function()
  sent = sent + 1
  local headers = nil
  if ${addressPerRequest ? "true" : "false"} then
    headers = { ["Content-Type"] = "application/json", ["Host"] = wrk.headers["Host"],
      ["X-Forwarded-For"] = string.format("198.18.%d.%d", math.floor(sent / 256) % 256, sent % 256) }
  end
  return wrk.format(nil, nil, headers, ${luaString(before)} .. string.format("%09d", sent) .. ${luaString(after)})
end
`;
}

/** The shop as `npm start` runs it, compiled, with its request log dropped (see `keepLog`). */
export function startBenchServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(env, { keepLog: false });
}

/** Issue 17: the compiled server's resident memory once a load has run. */
export const RSS_TARGET_MB = 200;

export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * V8 keeps the heap a load made it grow until its memory reducer, once allocation has been quiet
 * for a while, collects and gives pages back (about a minute on this machine). The resident
 * memory once it has, or after `maxSeconds`, with how long the server stood idle.
 */
export async function settledResidentMegabytes(
  pid: number,
  maxSeconds = 90,
): Promise<{ megabytes: number; seconds: number }> {
  const started = performance.now();
  let megabytes = residentMegabytes(pid);
  while (megabytes > RSS_TARGET_MB && performance.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    megabytes = residentMegabytes(pid);
  }
  return { megabytes, seconds: (performance.now() - started) / 1000 };
}
