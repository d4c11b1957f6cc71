import { DurableObject } from "cloudflare:workers";
import { SERIES_CANDLE_COLUMNS, SERIES_COLUMN_TYPES, type SeriesCandle, type SeriesColumn } from "../workers/stores/candle-columns";

// A pair's settled candles (1m to 1d, older than the hot window D1 keeps), in the pair's own SQLite store:
// D1 holds the catalogue and the recent series, and each pair's past grows its own store only
// (docs/storage.md). The retention cron copies candles here before D1 deletes them.

const READABLE = new Set<string>(["start_timestamp", ...SERIES_CANDLE_COLUMNS]);
const LAST_START = 2 ** 32 - 1;

export class PairSeries extends DurableObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS candles (series_key INTEGER PRIMARY KEY, ${Object.entries(SERIES_COLUMN_TYPES)
        .map(([column, type]) => `${column} ${type}`)
        .join(", ")})`,
    );
  }

  /** Stores `candles`, replacing any of the same key: copying the same candles twice leaves one of each. */
  putCandles(candles: SeriesCandle[]): number {
    const columns = ["series_key", ...SERIES_CANDLE_COLUMNS] as const;
    const insert = `INSERT OR REPLACE INTO candles (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    this.ctx.storage.transactionSync(() => {
      for (const candle of candles) this.ctx.storage.sql.exec(insert, ...columns.map((column) => candle[column]));
    });
    return candles.length;
  }

  /** The newest `limit` candles of timeframe number `timeframe` starting from `from` to `to`, newest first. */
  candles(timeframe: number, from: number, to: number, limit: number, columns: readonly SeriesColumn[]): Record<string, unknown>[] {
    const selected = columns.filter((column) => READABLE.has(column));
    const values = selected.map((column) => (column === "start_timestamp" ? "(series_key & 4294967295) AS start_timestamp" : column));
    const key = (start: number) => timeframe * 2 ** 32 + Math.min(Math.max(start, 0), LAST_START);
    return this.ctx.storage.sql
      .exec(`SELECT ${values.join(", ")} FROM candles WHERE series_key BETWEEN ?1 AND ?2 ORDER BY series_key DESC LIMIT ?3`, key(from), key(to), limit)
      .toArray();
  }

  /** The store's size: its candles and its bytes on disk. */
  size(): { candles: number; bytes: number } {
    const candles = this.ctx.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM candles").one().n;
    return { candles, bytes: this.ctx.storage.sql.databaseSize };
  }
}
