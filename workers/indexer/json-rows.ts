// Rows travel to D1 as one JSON parameter per statement (D1 caps bound parameters at 100 per
// query, not their size): each row an array in column order, unpacked by JSON_ROWS. Large sets
// are split under D1's 2 MB value cap.
const MAX_JSON_BYTES = 1_500_000;

/** A row's values in `columns` order, a missing one as null. */
const columnValues = (columns: readonly string[]) => (row: object) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null);

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
function jsonValueChunks<T>(rows: readonly T[], values: (row: T) => unknown[]): string[] {
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

/**
 * The rows of the JSON array ?1 as table `r` with one binary-JSON column `b`: each row is parsed
 * once, not once per column read (that re-parsing dominated ingestion).
 */
export const JSON_ROWS = "WITH r AS MATERIALIZED (SELECT jsonb(value) AS b FROM json_each(?1))";

/**
 * `b ->> '$[0]' AS a, b ->> '$[1]' AS b, …`: the columns of a JSON_ROWS row. A path in text is read
 * as it is; an integer index would be turned into a path on every call (about 8% slower).
 */
export function jsonColumns(columns: readonly string[]): string {
  return columns.map((column, index) => `b ->> '$[${index}]' AS ${column}`).join(", ");
}

/** Columns set to one timestamp (?2) for every row, e.g. created_at and updated_at. */
export type Stamp = { columns: readonly string[]; at: string };

export type InsertOptions<T> = {
  /** The conflict resolution after INSERT: "OR IGNORE" unless given ("" for an upsert). */
  conflict?: string;
  stamp?: Stamp;
  /** An upsert clause and what follows it (`WHERE true` keeps SQLite from reading its ON as a join's). */
  upsert?: string;
  /** Each row's values in `columns` order, when they are not its properties of those names. */
  values?: (row: T) => unknown[];
};

/** INSERT statements (one per chunk) of `rows` into `table`. */
export function insertRows<T extends object>(
  db: D1Database,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  options: InsertOptions<T> = {},
): D1PreparedStatement[] {
  const stamp = options.stamp ?? { columns: [], at: "" };
  const values = [jsonColumns(columns), ...stamp.columns.map(() => "?2")].join(", ");
  const sql = `${JSON_ROWS} INSERT ${options.conflict ?? "OR IGNORE"} INTO ${table} (${[...columns, ...stamp.columns].join(", ")})
    SELECT ${values} FROM r WHERE true ${options.upsert ?? ""}`;
  return jsonValueChunks(rows, options.values ?? columnValues(columns)).map((chunk) =>
    db.prepare(sql).bind(...(stamp.columns.length > 0 ? [chunk, stamp.at] : [chunk])),
  );
}
