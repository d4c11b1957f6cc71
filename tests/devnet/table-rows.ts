import { join } from "node:path";
import { Miniflare } from "miniflare";
import { readWranglerConfig } from "../../scripts/lib/wrangler-config";

/** Every table of the indexed data: its rows as value lists, in a canonical order. */
export type TableRows = Record<string, unknown[][]>;

/** A value of one table that differs between two databases. */
export type RowDifference = { table: string; row: number; left: unknown[] | undefined; right: unknown[] | undefined };

/** Columns holding the wall-clock time of a write, which two indexings of one chain cannot share. */
const WRITE_TIME_COLUMNS = new Set(["created_at", "updated_at", "computed_at", "last_run_at"]);
/**
 * Bookkeeping of D1 and workerd; the full-text index's shadow tables (its rows are read through
 * pair_search itself); and the block hashes kept for reorg detection, one per ingested range, so they
 * follow where ranges happened to end (the tip is compared through the indexer's status).
 */
const LEFT_OUT = /^(_cf_|d1_|sqlite_|pair_search_|indexer_blocks$)/;
/**
 * Sums of floating-point amounts (a candle's volume, a creator's totals) differ in their last bits when
 * ranges end at other blocks: (a + b) + c against a + (b + c). Anything further apart is a difference.
 */
const RELATIVE_TOLERANCE = 1e-9;

/**
 * Reads the D1 database the worker kept in `<wranglerDir>` (its persist folder), through miniflare (the same
 * storage wrangler uses). Run it with no worker on that folder.
 */
export async function tableRows(wranglerDir: string): Promise<TableRows> {
  const [database] = readWranglerConfig().d1_databases;
  const miniflare = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response(null, { status: 404 }) }",
    d1Databases: { DB: database.database_id },
    d1Persist: join(wranglerDir, "v3", "d1"),
  });
  try {
    const db = await miniflare.getD1Database("DB");
    const { results: tables } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
    const rows: TableRows = {};
    for (const { name } of tables.filter((table) => !LEFT_OUT.test(table.name))) {
      const { results } = await db.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
      const values = results.map((row) => Object.entries(row).flatMap(([column, value]) => (WRITE_TIME_COLUMNS.has(column) ? [] : [value])));
      rows[name] = values.sort((a, b) => compareRows(a, b));
    }
    return rows;
  } finally {
    await miniflare.dispose();
  }
}

/** The rows that differ between two readings, table by table (at most `limit`). */
export function rowDifferences(left: TableRows, right: TableRows, limit = 10): RowDifference[] {
  const differences: RowDifference[] = [];
  for (const table of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const [a, b] = [left[table] ?? [], right[table] ?? []];
    for (let row = 0; row < Math.max(a.length, b.length) && differences.length < limit; row++) {
      if (!sameRow(a[row], b[row])) differences.push({ table, row, left: a[row], right: b[row] });
    }
  }
  return differences;
}

function sameRow(a: unknown[] | undefined, b: unknown[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((value, column) => sameValue(value, b[column]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
  return a === b;
}

// Integers and text first decide the order; a float's last bits cannot reorder rows that agree on them.
function compareRows(a: unknown[], b: unknown[]): number {
  for (let column = 0; column < a.length; column++) {
    const [x, y] = [a[column], b[column]];
    if (sameValue(x, y)) continue;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}
