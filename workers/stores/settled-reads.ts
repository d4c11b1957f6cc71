// A pair's settled candles never change once moved to its store (candle-retention.ts); the store only gains candles
// when the pair's boundary moves on. So an isolate keeps what it read from a store under the boundary D1 reported
// with it, and a chart read of the same page with the same boundary asks the store no more: a busy pair's store is
// asked about once a boundary, not once a read.

/** A candle as a store read answers it: its bucket start and the columns asked for. */
export type SeriesRow = { start_timestamp: number };

/** One store read: the boundary D1 reported alongside it, and the rows. */
export type SettledRead = { settledBefore: number; rows: readonly SeriesRow[] };

/** About 10 MB of rows at most; the least recently read go first. */
const ROWS_KEPT = 100_000;

const reads = new Map<string, SettledRead>();
let rowsKept = 0;

/** The kept read of `key` (a page of a pair's series), if any; it becomes the most recently read. */
export function keptSettledRead(key: string): SettledRead | undefined {
  const read = reads.get(key);
  if (read === undefined) return undefined;
  reads.delete(key);
  reads.set(key, read);
  return read;
}

/** Keeps `read` under `key`, in place of an older one, dropping the least recently read beyond the cap. */
export function keepSettledRead(key: string, read: SettledRead): void {
  const replaced = reads.get(key);
  if (replaced !== undefined) {
    reads.delete(key);
    rowsKept -= replaced.rows.length;
  }
  if (read.rows.length > ROWS_KEPT) return;
  reads.set(key, read);
  rowsKept += read.rows.length;
  for (const [oldest, dropped] of reads) {
    if (rowsKept <= ROWS_KEPT) break;
    reads.delete(oldest);
    rowsKept -= dropped.rows.length;
  }
}
