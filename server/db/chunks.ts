/**
 * The values in consecutive chunks of at most `size`, in order: a statement may bind only so many
 * values (SQLite 32,766, PostgreSQL 65,535) and a NOTIFY payload is at most 8000 bytes, so long id
 * lists are written and announced a chunk at a time.
 */
export function inChunks<T>(values: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`A chunk holds at least one value, not ${size}`);
  }
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) {
    chunks.push(values.slice(start, start + size));
  }
  return chunks;
}
