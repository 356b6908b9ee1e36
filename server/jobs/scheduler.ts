import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Logger } from "../log";
import { claimJobRun, deleteJobRunsBefore, finishJobRun } from "./job-runs.repository";

/** How long the claims of past runs are kept, for an operator asking what ran when. */
const HISTORY_MS = 30 * 24 * 60 * 60 * 1000;
/** Node's timers reach no further than about 24.8 days. */
export const LONGEST_INTERVAL_MS = 2 ** 31 - 1;

export interface TimedJob {
  /** Names the job's claims: every instance must give the same job the same name and interval. */
  name: string;
  everyMs: number;
  /** The work; what it resolves to is logged with the run. */
  run(): Promise<unknown>;
}

/**
 * Timed work that runs once per time slot however many instances run it (decision 30). Slots are
 * counted from 1970 on each instance's clock (every 6 hours: 00:00, 06:00, ... UTC), so instances
 * agree on them without talking; at each slot's start every instance tries to insert the claim row
 * (job, slot) and only the one whose insert went in runs the job. A restart neither skips nor
 * repeats a slot's run; a slot whose instance crashed mid-run stays unrun (the claim shows it
 * unfinished) and the next slot runs as usual. On SQLite the same claim keeps two processes on
 * one DATA_DIR from both running it.
 */
export class Scheduler {
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs the job at the start of every slot from the next one on, until `stop()`. */
  every(job: TimedJob): void {
    if (job.everyMs <= 0 || job.everyMs > LONGEST_INTERVAL_MS) {
      throw new RangeError(`${job.name}: an interval of ${job.everyMs} ms cannot be timed`);
    }
    if (this.#timers.has(job.name)) throw new Error(`${job.name} is scheduled already`);
    const arm = (after: number) => {
      if (this.#stopped) return;
      // Never the slot just run again, should the timer fire a moment before the clock says.
      const next = Math.max(Math.floor(this.now() / job.everyMs), after) + 1;
      const timer = setTimeout(
        () => {
          arm(next);
          void this.runSlot(job, next);
        },
        Math.max(0, next * job.everyMs - this.now()),
      );
      // A run due later never keeps a stopping process alive.
      timer.unref();
      this.#timers.set(job.name, timer);
    };
    arm(-Infinity);
  }

  /**
   * Runs the job for slot number `slot` if this instance claims it; returns whether it ran. A
   * failure is logged and kept on the claim, never thrown: the next slot runs as usual.
   */
  async runSlot(job: TimedJob, slot: number): Promise<boolean> {
    const slotName = new Date(slot * job.everyMs).toISOString();
    const startedAt = new Date(this.now()).toISOString();
    let claimed: boolean;
    try {
      claimed = await claimJobRun(this.db, job.name, slotName, startedAt);
    } catch (error) {
      this.log.error({ job: job.name, slot: slotName, err: error }, "could not claim a timed job");
      return false;
    }
    if (!claimed) return false;
    let failure: string | null = null;
    try {
      const result = await job.run();
      this.log.info({ job: job.name, slot: slotName, result }, "timed job done");
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      this.log.error({ job: job.name, slot: slotName, err: error }, "timed job failed");
    }
    try {
      const finishedAt = new Date(this.now()).toISOString();
      await finishJobRun(this.db, job.name, slotName, finishedAt, failure);
      await deleteJobRunsBefore(this.db, new Date(this.now() - HISTORY_MS).toISOString());
    } catch (error) {
      this.log.error({ job: job.name, slot: slotName, err: error }, "could not record a timed job");
    }
    return true;
  }

  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
