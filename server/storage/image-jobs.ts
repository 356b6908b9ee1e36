/**
 * Image work (decoding uploads, encoding every stored width, drawing the admin app's icons) runs in
 * one child process, the image worker, started on the first job and let go after a quiet minute.
 * libvips loaded into the server would cost it tens of megabytes for good and its memory, once
 * grown by a large photo, is seldom given back; in a worker that ends, all of it is returned. The
 * server's event loop and its libuv threads (files, compression) stay free for customers while
 * a photo is encoded, and a crash in a decoder ends the worker, not the shop. Jobs run one at a
 * time across the whole server, however many admins upload at once, so memory stays bounded.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ProductImageWidth } from "../../domain/product-image";
import { ImageTooLargeError, UnreadableImageError } from "./image-storage";
import type { IconDrawing } from "./image-work";
import { workQueue } from "./work-queue";

export type ImageJob =
  | { kind: "check"; bytes: Uint8Array }
  | { kind: "product"; bytes: Uint8Array }
  | { kind: "repair"; bytes: Uint8Array }
  | { kind: "icon"; icon: IconDrawing };

export interface ImageJobReply {
  id: number;
  result?: unknown;
  /** The image was refused, as `checkImage` refuses it. */
  refusal?: { kind: "too-large"; pixels: number } | { kind: "unreadable" };
  /** Anything else that went wrong, with its stack, to be logged by the server. */
  failure?: string;
}

/** Long enough that a batch of uploads reuses one worker, short enough to give memory back soon. */
const IDLE_MS = 60_000;

// Compiled (build/shop/) the worker is a sibling entry; from the sources (tests, `npm run dev`)
// it is TypeScript, run through tsx like the rest.
const fromSources = import.meta.url.endsWith(".ts");
const WORKER_FILE = fileURLToPath(
  new URL(fromSources ? "./image-worker.ts" : "./image-worker.js", import.meta.url),
);

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const oneAtATime = workQueue(1);

function startWorker(): Worker {
  const child = fork(WORKER_FILE, [], {
    execArgv: fromSources ? ["--import", "tsx"] : process.execArgv,
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const started: Worker = { child, pending: new Map() };
  child.on("message", (reply: ImageJobReply) => {
    const pending = started.pending.get(reply.id);
    if (!pending) return;
    started.pending.delete(reply.id);
    if (reply.refusal?.kind === "too-large") {
      pending.reject(new ImageTooLargeError(reply.refusal.pixels));
    } else if (reply.refusal?.kind === "unreadable") {
      pending.reject(new UnreadableImageError());
    } else if (reply.failure !== undefined) {
      pending.reject(new Error(`The image worker failed: ${reply.failure}`));
    } else {
      pending.resolve(reply.result);
    }
  });
  const ended = (why: string) => {
    if (worker === started) worker = undefined;
    for (const pending of started.pending.values()) {
      pending.reject(new Error(`The image worker ${why} before it finished`));
    }
    started.pending.clear();
  };
  child.on("exit", (code, signal) => ended(`exited (${signal ?? code})`));
  child.on("error", (error) => ended(`failed to run: ${error.message}`));
  return started;
}

/** An idle worker must not keep the process alive (a CLI, a test file) nor hold memory. */
function letGoWhenIdle(current: Worker): void {
  current.child.unref();
  current.child.channel?.unref();
  idleTimer = setTimeout(() => {
    if (worker === current && current.pending.size === 0) {
      worker = undefined;
      current.child.disconnect();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

function run(job: ImageJob): Promise<unknown> {
  return oneAtATime(async () => {
    clearTimeout(idleTimer);
    const current = (worker ??= startWorker());
    current.child.ref();
    current.child.channel?.ref();
    const id = nextId++;
    try {
      return await new Promise((resolve, reject) => {
        current.pending.set(id, { resolve, reject });
        current.child.send({ id, job }, (error) => {
          if (!error) return;
          current.pending.delete(id);
          reject(error);
        });
      });
    } finally {
      if (worker === current) letGoWhenIdle(current);
    }
  });
}

/** Bytes that came through the channel, as the Buffer Node's file functions and hashes expect. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Refuses bytes that do not decode or have more than `MAX_IMAGE_PIXELS`, reading only the header. */
export async function checkImage(bytes: Uint8Array): Promise<void> {
  await run({ kind: "check", bytes });
}

/** The image as WebP at every stored width (see `encodeProductImage` in image-work.ts). */
export async function encodeProductImage(
  bytes: Uint8Array,
): Promise<Map<ProductImageWidth, Buffer>> {
  const encoded = (await run({ kind: "product", bytes })) as Record<ProductImageWidth, Uint8Array>;
  return new Map(
    Object.entries(encoded).map(([width, data]) => [
      Number(width) as ProductImageWidth,
      asBuffer(data),
    ]),
  );
}

export async function encodeRepairPhoto(bytes: Uint8Array): Promise<Buffer> {
  return asBuffer((await run({ kind: "repair", bytes })) as Uint8Array);
}

export async function drawIcon(icon: IconDrawing): Promise<Buffer> {
  return asBuffer((await run({ kind: "icon", icon })) as Uint8Array);
}
