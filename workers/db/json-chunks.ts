// Rows travel to D1 as one JSON parameter per statement (D1 caps bound parameters at 100 per
// query, not their size): each row an array in column order, unpacked by JSON_ROWS. Large sets
// are split under D1's 2 MB value cap.
const MAX_JSON_BYTES = 1_500_000;

/** A row's values in `columns` order, a missing one as null. */
export const columnValues = (columns: readonly string[]) => (row: object) => {
  const values: unknown[] = new Array(columns.length);
  for (let index = 0; index < columns.length; index++) values[index] = (row as Record<string, unknown>)[columns[index]!] ?? null;
  return values;
};

/** `rows` as JSON arrays of arrays (values in `columns` order), each under the size cap. */
export function jsonChunks(rows: readonly object[], columns: readonly string[]): string[] {
  return jsonValueChunks(rows, columnValues(columns));
}

/** How many rows the size of a chunk is estimated from. */
const SAMPLE_ROWS = 64;

/**
 * `rows` as JSON arrays of arrays (each row's `values`), each under the size cap. Rows are
 * serialised a chunk at a time (one JSON.stringify of many rows is cheaper than one per row), with
 * the rows per chunk estimated from a sample and lowered when a chunk comes out too large.
 */
export function jsonValueChunks<T>(rows: readonly T[], values: (row: T) => unknown[]): string[] {
  const arrays = rows.map(values);
  const sample = JSON.stringify(arrays.slice(0, SAMPLE_ROWS)).length / Math.min(arrays.length, SAMPLE_ROWS);
  let perChunk = Math.max(1, Math.floor((0.9 * MAX_JSON_BYTES) / sample));
  const chunks: string[] = [];
  for (let start = 0; start < arrays.length; ) {
    const json = JSON.stringify(arrays.slice(start, start + perChunk));
    if (json.length > MAX_JSON_BYTES && perChunk > 1) {
      perChunk = Math.max(1, Math.floor((0.9 * perChunk * MAX_JSON_BYTES) / json.length));
      continue;
    }
    chunks.push(json);
    start += perChunk;
  }
  return chunks;
}
