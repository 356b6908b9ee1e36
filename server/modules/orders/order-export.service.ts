import { Readable, Transform, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { Kysely } from "kysely";
import type { OrderListQuery } from "../../../domain/order-desk";
import { ORDER_EXPORT_COLUMNS, orderExportRow } from "../../../domain/order-export";
import type { Database } from "../../db/schema";
import { CSV_OPTIONS } from "../export/csv";
import { findOrderBatch } from "./order-export.repository";
import { orderFilters } from "./order-filters";

/** Orders one export query reads: enough to keep the database busy, few enough to keep memory flat. */
const EXPORT_BATCH = 1000;
const EXPORT_PIECE_BYTES = 64 * 1024;

/** How Node reports a stream that its reader (the admin's browser) stopped reading. */
function downloadCancelled(error: Error): boolean {
  return (
    error.name === "AbortError" ||
    (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE"
  );
}

/**
 * Joins the CSV writer's output, a chunk a row, into pieces of about `size` bytes: the web stream
 * and the compressor after it cost as much per chunk as per byte, and a row is 90 bytes.
 */
function inPieces(size: number): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      if (length >= size) {
        this.push(Buffer.concat(pending));
        pending = [];
        length = 0;
      }
      done();
    },
    flush(done) {
      if (length > 0) this.push(Buffer.concat(pending));
      done();
    },
  });
}

/** The order dashboard's CSV download. Reads only. */
export class OrderExport {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every order matching the filters as CSV (written as every download is: CSV_OPTIONS), read in
   * keyset batches and written as the reader takes it: memory stays flat
   * for any number of orders.
   */
  csv(query: OrderListQuery, now: Date = new Date()): Readable {
    const filters = orderFilters(query, now);
    const db = this.db;
    async function* records() {
      yield [...ORDER_EXPORT_COLUMNS];
      let after: { key: string | number; id: number } | undefined;
      for (;;) {
        const batch = await findOrderBatch(db, filters, query.sort, after, EXPORT_BATCH);
        for (const order of batch) yield orderExportRow(order);
        if (batch.length < EXPORT_BATCH) return;
        const last = batch[batch.length - 1]!;
        after = { key: last.sortKey, id: last.id };
      }
    }
    const csv = stringify(CSV_OPTIONS);
    return pipeline(Readable.from(records()), csv, inPieces(EXPORT_PIECE_BYTES), (error) => {
      // A failure destroys the stream, which cuts the download short. The admin closing the tab
      // is no failure; anything else the operator should hear of.
      if (error && !downloadCancelled(error)) {
        console.error("The order export failed:", error);
      }
    });
  }
}
