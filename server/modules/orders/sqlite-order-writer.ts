import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import type { RefusalOf } from "../../../domain/refusals";
import type { WriteLock } from "../../db/write-lock";
import {
  IdempotencyKeyReusedError,
  OrderRefusedError,
  type GroupTerms,
  type Outcome,
  type Placed,
} from "./order-placement";
import { MAX_ORDERS_PER_COMMIT } from "./gathered-writes";
import type { OrderWriter } from "./order-writer";

/** What the worker thread is started with. */
export interface WriterData {
  /** The SQLite file, opened by the worker with a connection of its own. */
  file: string;
  /** Where the tracking links' key is. */
  dataDir: string;
}

export type WriterMessage =
  { kind: "write"; id: number; request: PlaceOrderRequest; terms: GroupTerms } | { kind: "close" };

/** An outcome as it crosses between threads, which keep plain data and lose error classes. */
export type WrittenOutcome =
  | { placed: Placed }
  // The refusal's code and parameters too, so a customer's page can say it in its language.
  | { refused: string; refusal?: RefusalOf<"order"> }
  | { keyReused: true };

/** A failed write's error, with the `code` that tells a busy or broken disk (503) from a bug. */
export interface WriteFailure {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

/** The answers to the writes one transaction settled, sent together. */
export type WriterReply = (
  { id: number; outcome: WrittenOutcome } | { id: number; failure: WriteFailure }
)[];

/** The worker's first message: its connection is open. */
export interface WriterReady {
  ready: true;
}

function outcomeOf(written: WrittenOutcome): Outcome {
  if ("placed" in written) return written.placed;
  if ("refused" in written) return new OrderRefusedError(written.refusal ?? written.refused);
  return new IdempotencyKeyReusedError();
}

function errorOf(failure: WriteFailure): Error {
  const error = Object.assign(new Error(failure.message), { name: failure.name });
  if (failure.code !== undefined) Object.assign(error, { code: failure.code });
  if (failure.stack !== undefined) error.stack = failure.stack;
  return error;
}

/**
 * Compiled (`npm start`), this module and the worker's entry both sit in build/shop/
 * (scripts/build-server.ts). From the sources (`npm run dev` and the tests, under tsx) a worker
 * does not inherit tsx's loader, and loading every module through it took seconds, so the entry is
 * bundled as the build does it, once a process, and run with its packages required from the
 * sources' place.
 */
async function startThread(workerData: WriterData): Promise<Worker> {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./sqlite-order-writer.worker.js", import.meta.url), { workerData });
  }
  bundledEntry ??= bundleEntry();
  return new Worker(await bundledEntry, { eval: true, workerData });
}

let bundledEntry: Promise<string> | undefined;

async function bundleEntry(): Promise<string> {
  const entry = fileURLToPath(new URL("./sqlite-order-writer.worker.ts", import.meta.url));
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    packages: "external",
    format: "cjs",
    platform: "node",
    target: "node20",
    write: false,
    logLevel: "warning",
  });
  return `(function (require) {\n${outputFiles[0]!.text}\n})(require("node:module").createRequire(${JSON.stringify(entry)}));`;
}

interface Write {
  request: PlaceOrderRequest;
  terms: GroupTerms;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * Writes orders on a worker thread with its own connection to the SQLite file (decision 23), so
 * the main thread's event loop keeps serving requests while a group's commit waits for the disk.
 * Writes go to the worker as they come, and the worker gathers those that arrive during one
 * transaction into the next (`GatheredWrites`), so it never waits for this thread between two.
 * The worker writes in a turn of the write lock it shares with the main thread's connection, so
 * neither connection ever waits for the other inside SQLite: the turn is taken when a write
 * comes, kept while writes keep coming, and given back once the worker has answered every write
 * it was sent and none is left, or as soon as the writes in the worker are answered when another
 * write is waiting for a turn (new orders then wait for the next). The thread starts with the
 * server (or the first order) and keeps the process alive only while a write is on it.
 */
export class SqliteOrderWriter implements OrderWriter {
  #thread: Promise<Worker> | undefined;
  /** The thread once it is ready, until it ends. */
  #worker: Worker | undefined;
  /** Writes not sent yet: waiting for a turn, or for another write's turn to pass. */
  #unsent: Write[] = [];
  /** Writes in the worker, by message id. */
  readonly #sent = new Map<number, Write>();
  #lastId = 0;
  #endTurn: (() => void) | undefined;
  #takingTurn = false;

  constructor(
    private readonly sqlite: { file: string; writes: WriteLock },
    private readonly dataDir: string,
  ) {}

  write(request: PlaceOrderRequest, terms: GroupTerms): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.#unsent.push({ request, terms, resolve, reject });
      if (!this.#endTurn) void this.#takeTurn();
      else if (this.sqlite.writes.waiting === 0) this.#sendUnsent();
    });
  }

  /** Lets the worker close its connection and end; every write has settled by now. */
  async close(): Promise<void> {
    const worker = await this.#thread?.catch(() => undefined);
    if (!worker) return;
    const exited = once(worker, "exit");
    worker.ref();
    worker.postMessage({ kind: "close" } satisfies WriterMessage);
    await exited;
  }

  /** Starts the thread now, so the first order does not wait for it. */
  async start(): Promise<void> {
    await (this.#thread ??= this.#start());
  }

  async #takeTurn(): Promise<void> {
    if (this.#takingTurn) return;
    this.#takingTurn = true;
    let endTurn: () => void;
    try {
      await (this.#thread ??= this.#start());
      endTurn = await this.sqlite.writes.acquire();
    } catch (error) {
      for (const write of this.#unsent.splice(0)) write.reject(error);
      return;
    } finally {
      this.#takingTurn = false;
    }
    this.#endTurn = endTurn;
    this.#sendUnsent();
  }

  /**
   * Sends unsent writes to the worker, in the turn this writer holds, up to a transaction's worth
   * in the worker at a time: the rest wait here, where a write of the main thread's that asks for
   * a turn is not held up behind them. Gives the turn back when nothing is left to write.
   */
  #sendUnsent(): void {
    const worker = this.#worker;
    // The thread ended while the turn was awaited: the next turn starts another.
    if (!worker) {
      this.#giveBackTurn();
      return;
    }
    for (const write of this.#unsent.splice(0, MAX_ORDERS_PER_COMMIT - this.#sent.size)) {
      const id = (this.#lastId += 1);
      this.#sent.set(id, write);
      const message: WriterMessage = {
        kind: "write",
        id,
        request: write.request,
        terms: write.terms,
      };
      worker.postMessage(message);
    }
    if (this.#sent.size > 0) worker.ref();
    else {
      worker.unref();
      this.#giveBackTurn();
    }
  }

  /** Ends the turn; writes that came meanwhile take the next one, after any write waiting now. */
  #giveBackTurn(): void {
    this.#endTurn?.();
    this.#endTurn = undefined;
    if (this.#unsent.length > 0) void this.#takeTurn();
  }

  #start(): Promise<Worker> {
    const thread: Promise<Worker> = startThread({
      file: this.sqlite.file,
      dataDir: this.dataDir,
    }).then(async (worker) => {
      await new Promise<void>((resolve, reject) => {
        worker.once("message", () => resolve());
        worker.once("error", reject);
        worker.once("exit", (code) =>
          reject(
            new Error(`The order writer's thread ended (exit code ${code}) before it was ready`),
          ),
        );
      });
      worker.unref();
      this.#worker = worker;
      worker.on("message", (replies: WriterReply) => this.#settle(replies));
      // An uncaught error ends the thread: the writes on it fail (a retry finds any that
      // committed by its idempotency key), and the next write starts a new thread.
      worker.on("error", (error) => this.#stopped(thread, error));
      worker.on("exit", (code) =>
        this.#stopped(thread, new Error(`The order writer's thread ended (exit code ${code})`)),
      );
      return worker;
    });
    // A thread that could not be started is tried again by the next write.
    thread.catch(() => {
      if (this.#thread === thread) this.#thread = undefined;
    });
    return thread;
  }

  #settle(replies: WriterReply): void {
    for (const reply of replies) {
      const write = this.#sent.get(reply.id);
      if (!write) continue;
      this.#sent.delete(reply.id);
      if ("failure" in reply) write.reject(errorOf(reply.failure));
      else write.resolve(outcomeOf(reply.outcome));
    }
    if (this.sqlite.writes.waiting === 0) this.#sendUnsent();
    else if (this.#sent.size === 0) {
      this.#worker?.unref();
      this.#giveBackTurn();
    }
  }

  /** The thread ended: the writes in it fail, and its turn is given back. */
  #stopped(thread: Promise<Worker>, error: unknown): void {
    if (this.#thread !== thread) return;
    this.#thread = undefined;
    this.#worker = undefined;
    for (const write of this.#sent.values()) write.reject(error);
    this.#sent.clear();
    this.#giveBackTurn();
  }
}
