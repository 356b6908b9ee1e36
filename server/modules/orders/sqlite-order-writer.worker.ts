/**
 * The order writer's thread (decision 23): its own connection to the SQLite file, on which it
 * writes the orders the main thread sends, those that arrive during one transaction together in
 * the next, and answers each write once the commit holding it, and the flush to disk it waits
 * for, are done.
 */
import { parentPort, workerData } from "node:worker_threads";
import { connectToSqliteFile, sqliteKysely } from "../../db/sqlite";
import { IdempotencyKeyReusedError, type Outcome } from "./order-placement";
import { TransactionOrderWriter } from "./order-writer";
import type {
  WriteFailure,
  WriterData,
  WriterReady,
  WriterMessage,
  WriterReply,
  WrittenOutcome,
} from "./sqlite-order-writer";
import { TrackingLinks } from "./tracking-links";

const { file, dataDir } = workerData as WriterData;
const port = parentPort!;
// The main thread holds a turn of the write lock while it has writes here, so this connection
// needs none of its own.
const db = sqliteKysely(connectToSqliteFile(file), undefined);
const writer = new TransactionOrderWriter(db, TrackingLinks.open(dataDir));

function written(outcome: Outcome): WrittenOutcome {
  if (outcome instanceof IdempotencyKeyReusedError) return { keyReused: true };
  if (outcome instanceof Error) {
    return outcome.refusal
      ? { refused: outcome.message, refusal: outcome.refusal }
      : { refused: outcome.message };
  }
  return { placed: outcome };
}

function failureOf(error: unknown): WriteFailure {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { code } = error as { code?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack !== undefined ? { stack: error.stack } : {}),
  };
}

/** Answers waiting to be sent: those of one transaction go in one message. */
let replies: WriterReply = [];

function answer(reply: WriterReply[number]): void {
  replies.push(reply);
  // Every write a transaction settled continues in this same run of microtasks, before this one.
  if (replies.length === 1) {
    queueMicrotask(() => {
      port.postMessage(replies);
      replies = [];
    });
  }
}

async function handle(message: WriterMessage): Promise<void> {
  if (message.kind === "close") {
    await writer.close();
    await db.destroy();
    port.close();
    return;
  }
  try {
    const outcome = await writer.write(message.request, message.terms);
    answer({ id: message.id, outcome: written(outcome) });
  } catch (error) {
    answer({ id: message.id, failure: failureOf(error) });
  }
}

port.on("message", (message: WriterMessage) => void handle(message));
port.postMessage({ ready: true } satisfies WriterReady);
