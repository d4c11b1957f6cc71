import { Hono } from "hono";
import { STAT_WINDOWS, type PairDetail, type PairDetailResponse, type WindowStats } from "../../../shared/schemas/pair-detail";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../../db/candle-key";
import { peopleSql } from "../../queries/holder-labels";
import { displaysToken0 } from "../../../shared/pair-sides";
import { pairIdOf } from "../../db/ids";
import { PAIR_STATS_SELECT, type PairStatsRow } from "../../db/pair-stats";
import { traderIdOf } from "../../ingest/trader-ids";
import { cacheFor } from "../../http/cache-control";
import { pairParamSchema } from "../../http/params";
import { SEARCH_PAIR_SELECT, searchPair, type SearchPairRow } from "../../queries/search-pairs";

type Extras = {
  bonded_at: number | null;
  pair_created: string | null;
  liquidity_usd: number | null;
  holders: number;
  creator_swaps: number;
  last_swap: number | null;
};

function windowStats(row: PairStatsRow | undefined): WindowStats {
  return {
    volumeUsd: row?.volume_usd ?? 0,
    buys: row?.buys ?? 0,
    sells: row?.sells ?? 0,
    buyVolumeUsd: row?.buy_volume_usd ?? 0,
    sellVolumeUsd: row?.sell_volume_usd ?? 0,
    priceChangePercent: row?.price_change_percent ?? null,
  };
}

// GET /api/v1/indexer/info/{pairAddress}: the search fields plus rolling statistics (computed now,
// from candles), liquidity, holders (people with a balance, see holder-labels.ts) and the creator's swaps.
export const info = new Hono<AppEnv>().use(cacheFor(2)).get("/:pairAddress", validate("param", pairParamSchema), async (c) => {
  const db = c.env.DB;
  const address = c.req.valid("param").pairAddress.toLowerCase();
  const pair = await db.prepare(`${SEARCH_PAIR_SELECT} WHERE p.address = ?1`).bind(address).first<SearchPairRow>();
  if (pair === null) throw new ApiError(404, `Pair ${address} not found`);
  const shown = displaysToken0(pair.token0_address, pair.token1_address) ? pair.token0_address : pair.token1_address;
  const now = Math.floor(Date.now() / 1000);
  const [stats, extras] = await db.batch([
    db.prepare(PAIR_STATS_SELECT).bind(JSON.stringify([address]), now),
    db
      .prepare(
        `SELECT t.bonded_at, t.pair_created,
          (SELECT tvl_usd FROM candle_rows WHERE ${inCandleSeries("candle_key", pairIdOf("?1"), CANDLE_KEY_TIMEFRAMES["1w"])}
            ORDER BY candle_key DESC LIMIT 1) AS liquidity_usd,
          (SELECT COUNT(*) FROM (${peopleSql("json_array(?2)")})) AS holders,
          (SELECT COUNT(*) FROM swap_rows WHERE pair_id = ${pairIdOf("?1")} AND trader_id = ${traderIdOf("?3")}) AS creator_swaps,
          (SELECT MAX(block_timestamp) FROM swap_rows WHERE pair_id = ${pairIdOf("?1")}) AS last_swap
         FROM tokens t WHERE t.address = ?2`,
      )
      .bind(address, shown, pair.creator_address ?? ""),
  ]);
  const byWindow = new Map((stats!.results as PairStatsRow[]).map((row) => [row.stat_window, row]));
  const more = extras!.results[0] as Extras | undefined;
  const body: PairDetailResponse = {
    pairAddress: address,
    pair: {
      ...searchPair(pair),
      bondedAt: more?.bonded_at ?? null,
      pairCreated: more?.pair_created ?? null,
      liquidityUsd: more?.liquidity_usd ?? null,
      stats: Object.fromEntries(STAT_WINDOWS.map((window) => [window, windowStats(byWindow.get(window))])) as PairDetail["stats"],
      holdersCount: more?.holders ?? 0,
      creatorSwaps: more?.creator_swaps ?? 0,
      lastSwapTimestamp: more?.last_swap ?? null,
    },
  };
  return c.json(body);
});
