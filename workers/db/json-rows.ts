import { columnValues, jsonValueChunks } from "./json-chunks";

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

/**
 * Rows in chain order regrouped by pair: the (pair, block, log index) order of their primary key.
 * Inserted in key order, consecutive rows land on the same B-tree pages; in chain order nearly
 * every row of a busy range went to another page.
 */
export function inKeyOrder<T extends { pair_address: string }>(rows: readonly T[]): T[] {
  const byPair = new Map<string, T[]>();
  for (const row of rows) {
    const group = byPair.get(row.pair_address);
    if (group === undefined) byPair.set(row.pair_address, [row]);
    else group.push(row);
  }
  return [...byPair.keys()].sort().flatMap((pair) => byPair.get(pair)!);
}
