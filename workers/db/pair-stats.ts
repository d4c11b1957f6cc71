import type { Timeframe } from "../../shared/schemas/chart";
import type { StatWindow } from "../../shared/schemas/pair-detail";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "./candle-key";
import { displayedTokenSql } from "./chain-sql";
import { launchPriceUsdSql, launchTimeSql } from "./launch-price";

/** Each rolling window is summed from candles fine enough that its edge is off by at most 1/20 of it. */
export const STAT_WINDOW_SOURCES: Record<StatWindow, { seconds: number; timeframe: Timeframe }> = {
  "5m": { seconds: 300, timeframe: "15s" },
  "1h": { seconds: 3600, timeframe: "1m" },
  "6h": { seconds: 21_600, timeframe: "5m" },
  "24h": { seconds: 86_400, timeframe: "15m" },
};

const WINDOWS_SQL = Object.entries(STAT_WINDOW_SOURCES)
  .map(([name, { seconds, timeframe }]) => `SELECT '${name}' AS name, ${seconds} AS seconds, ${CANDLE_KEY_TIMEFRAMES[timeframe]} AS timeframe`)
  .join(" UNION ALL ");

export type PairStatsRow = {
  pair_address: string;
  stat_window: StatWindow;
  volume_usd: number;
  buys: number;
  sells: number;
  buy_volume_usd: number;
  sell_volume_usd: number;
  price_change_percent: number | null;
};

/** The widest window: trades older than this before now count in no window. */
export const WIDEST_STAT_WINDOW_SECONDS = Math.max(...Object.values(STAT_WINDOW_SOURCES).map((source) => source.seconds));

/**
 * The series whose newest candle retention always keeps in D1 (finer ones are pruned after RETENTION_FINE_CANDLE_HOURS):
 * where a window's own series has no trade left before the window, the last 1m candle that ends before it holds the
 * last trade before it, since any later trade is recent enough to still have its fine candle.
 */
const KEPT = CANDLE_KEY_TIMEFRAMES["1m"];
const KEPT_SECONDS = 60;

/**
 * The rolling statistics of the known pairs `pairs` yields (a `value` column of addresses; by default those of ?1, a
 * JSON array) at unix time ?2. The price change compares the latest USD close with the close before the window (the
 * kept series' once the window's own is pruned); when the displayed token was launched inside the window, with its
 * launch price (a first buy is a change too); else with the window's first open.
 * Candles are read from candle_rows by pair id: the candles view cannot be the right side of a
 * LEFT JOIN without being materialised whole.
 */
const pairStatsSelect = (pairs: string) => `
SELECT s.pair_address, s.stat_window, s.volume_usd, s.buys, s.sells, s.buy_volume_usd, s.sell_volume_usd,
  (s.latest - s.reference) * 100.0 / s.reference AS price_change_percent
FROM (
  SELECT p.address AS pair_address, w.name AS stat_window,
    COALESCE(SUM(c.volume_usd), 0) AS volume_usd,
    COALESCE(SUM(c.buy_count), 0) AS buys,
    COALESCE(SUM(c.sell_count), 0) AS sells,
    COALESCE(SUM(c.buy_volume_usd), 0) AS buy_volume_usd,
    COALESCE(SUM(c.sell_volume_usd), 0) AS sell_volume_usd,
    COALESCE(
      (SELECT l.close_usd FROM candle_rows l WHERE ${inCandleSeries("l.candle_key", "p.id", "w.timeframe")} ORDER BY l.candle_key DESC LIMIT 1),
      (SELECT l.close_usd FROM candle_rows l WHERE ${inCandleSeries("l.candle_key", "p.id", KEPT)} ORDER BY l.candle_key DESC LIMIT 1)
    ) AS latest,
    COALESCE(
      (SELECT r.close_usd FROM candle_rows r WHERE ${inCandleSeries("r.candle_key", "p.id", "w.timeframe", "0", "?2 - w.seconds - 1")}
        ORDER BY r.candle_key DESC LIMIT 1),
      (SELECT r.close_usd FROM candle_rows r WHERE ${inCandleSeries("r.candle_key", "p.id", KEPT, "0", `?2 - w.seconds - ${KEPT_SECONDS}`)}
        ORDER BY r.candle_key DESC LIMIT 1),
      CASE WHEN ${launchTimeSql(displayedTokenSql("p"))} >= ?2 - w.seconds THEN ${launchPriceUsdSql(displayedTokenSql("p"))} END,
      (SELECT r.open_usd FROM candle_rows r WHERE ${inCandleSeries("r.candle_key", "p.id", "w.timeframe", "?2 - w.seconds")}
        ORDER BY r.candle_key LIMIT 1)
    ) AS reference
  FROM ${pairs} j
  CROSS JOIN pairs p ON p.address = j.value
  CROSS JOIN (${WINDOWS_SQL}) w
  LEFT JOIN candle_rows c ON ${inCandleSeries("c.candle_key", "p.id", "w.timeframe", "?2 - w.seconds")}
  GROUP BY p.id, w.name
) s`;

export const PAIR_STATS_SELECT = pairStatsSelect("json_each(?1)");

/** Of the pairs in ?1, those without stored statistics yet. */
const UNSTORED_PAIRS = "(SELECT value FROM json_each(?1) WHERE value NOT IN (SELECT pair_address FROM pair_stats))";

/**
 * Rewrites the stored statistics of `pairs` as of `now`; with `unlessStored`, only of those that have none yet (their
 * trades are older than every window, so they moved no statistic a pair already has).
 */
export function refreshPairStats(db: D1Database, pairs: string[], now: number, updatedAt: string, unlessStored = false): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR REPLACE INTO pair_stats (pair_address, stat_window, volume_usd, buys, sells, buy_volume_usd, sell_volume_usd, price_change_percent, updated_at)
       SELECT *, ?3 FROM (${unlessStored ? pairStatsSelect(UNSTORED_PAIRS) : PAIR_STATS_SELECT})`,
    )
    .bind(JSON.stringify(pairs), now, updatedAt);
}

/** Pairs whose stored statistics still count trades (they decay as the windows move on). */
export function pairsWithLiveStats(db: D1Database) {
  return db.prepare("SELECT DISTINCT pair_address FROM pair_stats WHERE volume_usd > 0 OR buys > 0 OR sells > 0");
}

/** The minute cron's part: windows move on without trades, so stored statistics are recomputed. */
export async function refreshDecayingStats(db: D1Database, now: Date): Promise<void> {
  const { results } = await pairsWithLiveStats(db).all<{ pair_address: string }>();
  if (results.length === 0) return;
  await refreshPairStats(
    db,
    results.map((row) => row.pair_address),
    Math.floor(now.getTime() / 1000),
    now.toISOString(),
  ).run();
}
