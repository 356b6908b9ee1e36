/** What every part of `npm run bench` shares: how long and how hard it measures, and the result. */

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
