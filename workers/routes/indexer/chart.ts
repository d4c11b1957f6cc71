import { Hono } from "hono";
import { chartQuerySchema, type ChartResponse } from "../../../shared/schemas/chart";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../../db/candle-key";
import { CANDLE_TYPE_COLUMNS, chartCandle, type ChartSourceRow } from "../../queries/chart-candles";
import { pairIdOf } from "../../db/ids";
import { chartMetadata, displayedCirculating, pairMetaStatement, type PairMeta } from "../../queries/pair-meta";
import { cacheFor } from "../../http/cache-control";
import { pairParamSchema } from "../../http/params";

/** Without a limit, a chart answers the newest 1000 candles of the range. */
export const DEFAULT_CANDLE_LIMIT = 1000;

// GET /api/v1/indexer/chart/{pairAddress}: candles of one timeframe and candle type, oldest first.
export const chart = new Hono<AppEnv>().use(cacheFor(1)).get(
  "/:pairAddress",
  validate("param", pairParamSchema),
  validate("query", chartQuerySchema),
  async (c) => {
    const { pairAddress } = c.req.valid("param");
    const query = c.req.valid("query");
    const db = c.env.DB;
    const address = pairAddress.toLowerCase();
    // One round trip: the pair and its candles (newest first, up to the limit).
    const [metaResult, candleResult] = await db.batch([
      pairMetaStatement(db, address),
      db
        .prepare(
          `SELECT ${CANDLE_TYPE_COLUMNS[query.candleType].join(", ")} FROM candle_rows
           WHERE ${inCandleSeries("candle_key", pairIdOf("?1"), "?2", "?3", "?4")}
           ORDER BY candle_key DESC LIMIT ?5`,
        )
        .bind(address, CANDLE_KEY_TIMEFRAMES[query.timeframe], query.fromTimestamp ?? 0, query.toTimestamp ?? Number.MAX_SAFE_INTEGER, query.limit ?? DEFAULT_CANDLE_LIMIT),
    ]);
    const pair = metaResult!.results[0] as PairMeta | undefined;
    if (pair === undefined) throw new ApiError(404, `Pair ${address} not found`);
    const results = candleResult!.results as ChartSourceRow[];
    const circulating = displayedCirculating(pair);
    const candles = results
      .reverse()
      .flatMap((row) => chartCandle(row, query.candleType, circulating) ?? []);
    const body: ChartResponse = {
      candles,
      count: candles.length,
      pairAddress: pair.address,
      timeframe: query.timeframe,
      candleType: query.candleType,
      metadata: chartMetadata(pair),
    };
    return c.json(body);
  },
);
