import { Readable, Transform, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import { CSV_OPTIONS } from "./csv";
import { serviceLog } from "../../service-log";

const log = serviceLog("export");

/*
 * The admin's CSV downloads (orders, repairs): rows read in keyset batches and written as the
 * reader takes them, so memory stays flat however many rows match (decision 31).
 */

/** Rows one export query reads: enough to keep the database busy, few enough to keep memory flat. */
export const EXPORT_BATCH = 1000;
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

export interface KeysetCsv<Row, After> {
  /** What is exported, for the operator's log line when it fails ('order', 'repair'). */
  what: string;
  columns: readonly string[];
  /** The next batch after `after` (undefined: the first), in the export's order. */
  batch: (after: After | undefined, limit: number) => Promise<Row[]>;
  /** Where the next batch starts: the key of a batch's last row. */
  afterOf: (row: Row) => After;
  cells: (row: Row) => (string | number)[];
}

/** The rows as CSV, written as every download is (`CSV_OPTIONS`), read `EXPORT_BATCH` at a time. */
export function keysetCsv<Row, After>(export_: KeysetCsv<Row, After>): Readable {
  async function* records() {
    yield [...export_.columns];
    let after: After | undefined;
    for (;;) {
      const batch = await export_.batch(after, EXPORT_BATCH);
      for (const row of batch) yield export_.cells(row);
      if (batch.length < EXPORT_BATCH) return;
      after = export_.afterOf(batch[batch.length - 1]!);
    }
  }
  const csv = stringify(CSV_OPTIONS);
  return pipeline(Readable.from(records()), csv, inPieces(EXPORT_PIECE_BYTES), (error) => {
    // A failure destroys the stream, which cuts the download short. The admin closing the tab
    // is no failure; anything else the operator should hear of.
    if (error && !downloadCancelled(error)) {
      log.error(`The ${export_.what} export failed`, error);
    }
  });
}
