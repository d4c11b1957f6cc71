import type { ChartQuery, ChartResponse, Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { pairIdOf } from "../db/ids";
import { pairSeriesOf } from "../durable-objects";
import { SETTLED_TIMEFRAMES } from "../ingest/retention";
import { CANDLE_TYPE_COLUMNS, type ChartSourceRow, chartCandle } from "./chart-candles";
import { chartMetadata, displayedCirculating, type PairMeta, pairMetaStatement } from "./pair-meta";
import { keepSettledRead, keptSettledRead } from "./settled-reads";

const SETTLED = new Set<Timeframe>(SETTLED_TIMEFRAMES);

/** Without a limit, a chart answers the newest 1000 candles of the range. */
export const DEFAULT_CANDLE_LIMIT = 1000;

type ChartRange = { timeframe: number; from: number; to: number; limit: number };

/**
 * The pair's store's newest `limit` candles of the range, newest first, as of the boundary D1 reported: kept from an
 * earlier read under the same boundary (settled-reads.ts), or read now and kept. Read after D1 answered, the store
 * holds every candle below that boundary, since a pair's candles are copied to its store before the batch that
 * moves its boundary; it may hold a few more, still in D1 too, which the stitch counts once. The store holds settled
 * candles only, all before its boundary, so the range need not be cut there.
 */
async function settledPage(env: Pick<Env, "PAIR_SERIES">, address: string, range: ChartRange, columns: readonly (keyof ChartSourceRow)[], boundary: number) {
  const key = `${address} ${range.timeframe} ${range.from} ${range.to} ${range.limit} ${columns.join()}`;
  const kept = keptSettledRead(key);
  if (kept?.settledBefore === boundary) return kept.rows;
  const rows = (await pairSeriesOf(env, address).candles(range.timeframe, range.from, range.to, range.limit, columns)) as ChartSourceRow[];
  keepSettledRead(key, { settledBefore: boundary, rows });
  return rows;
}

/**
 * The newest `limit` candles of the range, newest first: D1's, and when they do not fill the page and the range
 * reaches before the pair's settled boundary, its store's (`settled`). D1 keeps the newest settled candle of each
 * series and a run stopped before its D1 batch leaves copies in the store: a bucket found in both is one candle, the
 * same in each.
 */
async function stitchedCandles(
  hot: ChartSourceRow[],
  range: ChartRange,
  settledBefore: number | null,
  settled: (settledBefore: number) => Promise<readonly ChartSourceRow[]>,
): Promise<ChartSourceRow[]> {
  if (hot.length >= range.limit || settledBefore === null || range.from >= settledBefore) return hot;
  const byStart = new Map((await settled(settledBefore)).map((row) => [row.start_timestamp, row]));
  for (const row of hot) byStart.set(row.start_timestamp, row);
  return [...byStart.values()].sort((a, b) => b.start_timestamp - a.start_timestamp).slice(0, range.limit);
}

/** A pair's candles of one timeframe and candle type, oldest first, with its metadata; null for an unknown pair. */
export async function pairChart(env: Pick<Env, "DB" | "PAIR_SERIES">, address: string, query: ChartQuery): Promise<ChartResponse | null> {
  const db = env.DB;
  const columns = CANDLE_TYPE_COLUMNS[query.candleType];
  const range: ChartRange = {
    timeframe: CANDLE_KEY_TIMEFRAMES[query.timeframe],
    from: query.fromTimestamp ?? 0,
    to: query.toTimestamp ?? Number.MAX_SAFE_INTEGER,
    limit: query.limit ?? DEFAULT_CANDLE_LIMIT,
  };
  // One round trip: the pair, its candles in D1 (newest first, up to the limit) and its settled boundary.
  const [metaResult, candleResult, boundaryResult] = await db.batch([
    pairMetaStatement(db, address),
    db
      .prepare(
        `SELECT ${columns.join(", ")} FROM candle_rows
         WHERE ${inCandleSeries("candle_key", pairIdOf("?1"), "?2", "?3", "?4")}
         ORDER BY candle_key DESC LIMIT ?5`,
      )
      .bind(address, range.timeframe, range.from, range.to, range.limit),
    db.prepare(`SELECT settled_before FROM pair_series_boundaries WHERE pair_id = ${pairIdOf("?1")}`).bind(address),
  ]);
  const pair = metaResult!.results[0] as PairMeta | undefined;
  if (pair === undefined) return null;
  // 1s and 15s candles are pruned and 1w candles stay in D1: only the timeframes that settle have a past in the store.
  const pairBoundary = (boundaryResult!.results[0] as { settled_before: number } | undefined)?.settled_before ?? null;
  const settledBefore = SETTLED.has(query.timeframe) ? pairBoundary : null;
  const rows = await stitchedCandles(candleResult!.results as ChartSourceRow[], range, settledBefore, (boundary) =>
    settledPage(env, address, range, columns, boundary),
  );
  const circulating = displayedCirculating(pair);
  const candles = rows.reverse().flatMap((row) => chartCandle(row, query.candleType, circulating) ?? []);
  return {
    candles,
    count: candles.length,
    pairAddress: pair.address,
    timeframe: query.timeframe,
    candleType: query.candleType,
    metadata: chartMetadata(pair),
    graduation: null,
  };
}
