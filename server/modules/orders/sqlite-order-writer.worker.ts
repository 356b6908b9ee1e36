/**
 * The order writer's thread (decision 23): its own connection to the SQLite file, on which it
 * writes each group of orders the main thread sends, one transaction each, and answers once the
 * commit, and the flush to disk it waits for, are done.
 */
import { parentPort, workerData } from "node:worker_threads";
import { connectToSqliteFile, sqliteKysely } from "../../db/sqlite";
import { IdempotencyKeyReusedError, OrderPlacement, type Outcome } from "./order-placement";
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
// The main thread holds a turn of the write lock for each group it sends, so this connection
// needs none of its own.
const db = sqliteKysely(connectToSqliteFile(file), undefined);
const placement = new OrderPlacement(TrackingLinks.open(dataDir));

function written(outcome: Outcome): WrittenOutcome {
  if (outcome instanceof IdempotencyKeyReusedError) return { keyReused: true };
  if (outcome instanceof Error) return { refused: outcome.message };
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

async function handle(message: WriterMessage): Promise<void> {
  if (message.kind === "close") {
    await db.destroy();
    port.close();
    return;
  }
  let reply: WriterReply;
  try {
    const outcomes = await db
      .transaction()
      .execute((trx) => placement.placeGroup(trx, message.requests, message.terms));
    reply = { id: message.id, outcomes: outcomes.map(written) };
  } catch (error) {
    reply = { id: message.id, failure: failureOf(error) };
  }
  port.postMessage(reply);
}

port.on("message", (message: WriterMessage) => void handle(message));
port.postMessage({ ready: true } satisfies WriterReady);
