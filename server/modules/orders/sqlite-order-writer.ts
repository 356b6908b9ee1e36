import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlaceOrderRequest } from "../../../domain/order-schemas";
import type { WriteLock } from "../../db/write-lock";
import {
  IdempotencyKeyReusedError,
  OrderRefusedError,
  type GroupTerms,
  type Outcome,
  type Placed,
} from "./order-placement";
import type { OrderWriter } from "./order-writer";

/** What the worker thread is started with. */
export interface WriterData {
  /** The SQLite file, opened by the worker with a connection of its own. */
  file: string;
  /** Where the tracking links' key is. */
  dataDir: string;
}

export type WriterMessage =
  | { kind: "write"; id: number; requests: readonly PlaceOrderRequest[]; terms: GroupTerms }
  | { kind: "close" };

/** An outcome as it crosses between threads, which keep plain data and lose error classes. */
export type WrittenOutcome = { placed: Placed } | { refused: string } | { keyReused: true };

/** A failed write's error, with the `code` that tells a busy or broken disk (503) from a bug. */
export interface WriteFailure {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

export type WriterReply =
  { id: number; outcomes: WrittenOutcome[] } | { id: number; failure: WriteFailure };

/** The worker's first message: its connection is open. */
export interface WriterReady {
  ready: true;
}

function outcomeOf(written: WrittenOutcome): Outcome {
  if ("placed" in written) return written.placed;
  if ("refused" in written) return new OrderRefusedError(written.refused);
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

interface Pending {
  resolve(outcomes: Outcome[]): void;
  reject(error: unknown): void;
}

/**
 * Writes orders on a worker thread with its own connection to the SQLite file (decision 23), so
 * the main thread's event loop keeps serving requests while a group's commit waits for the disk.
 * Each write takes a turn of the write lock it shares with the main thread's connection, held
 * until the worker answers, so neither connection ever waits for the other inside SQLite. The
 * thread starts with the server (or the first order) and keeps the process alive only while a
 * write is on it.
 */
export class SqliteOrderWriter implements OrderWriter {
  #thread: Promise<Worker> | undefined;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;

  constructor(
    private readonly sqlite: { file: string; writes: WriteLock },
    private readonly dataDir: string,
  ) {}

  write(
    requests: readonly PlaceOrderRequest[],
    serviceAreaPins: readonly string[],
  ): Promise<Outcome[]> {
    return this.sqlite.writes.hold(async () => {
      const worker = await (this.#thread ??= this.#start());
      return new Promise<Outcome[]>((resolve, reject) => {
        const id = (this.#lastId += 1);
        this.#pending.set(id, { resolve, reject });
        worker.ref();
        const message: WriterMessage = {
          kind: "write",
          id,
          requests,
          terms: { placedAt: Date.now(), serviceAreaPins },
        };
        worker.postMessage(message);
      });
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
      worker.on("message", (reply: WriterReply) => this.#settle(worker, reply));
      // An uncaught error ends the thread: the writes on it fail (a retry finds any that
      // committed by its idempotency key), and the next write starts a new thread.
      worker.on("error", (error) => this.#stopped(thread, error));
      worker.on("exit", (code) =>
        this.#stopped(thread, new Error(`The order writer's thread ended (exit code ${code})`)),
      );
      return worker;
    });
    // A thread that could not be started is tried again by the next write.
    thread.catch(() => this.#stopped(thread, undefined));
    return thread;
  }

  #settle(worker: Worker, reply: WriterReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) worker.unref();
    if ("failure" in reply) pending.reject(errorOf(reply.failure));
    else pending.resolve(reply.outcomes.map(outcomeOf));
  }

  #stopped(thread: Promise<Worker>, error: unknown): void {
    if (this.#thread === thread) this.#thread = undefined;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
