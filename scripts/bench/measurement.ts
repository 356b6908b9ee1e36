/** What every part of `npm run bench` shares: how long and how hard it measures, and the result. */
import fs from "node:fs";
import autocannon from "autocannon";

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

/** Requests per second and p99 of GETs of one URL; any answer but a 2xx stops the bench. */
export async function measure(
  url: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
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

/** Issue 17: the compiled server's resident memory once a load has run. */
export const RSS_TARGET_MB = 200;

export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
