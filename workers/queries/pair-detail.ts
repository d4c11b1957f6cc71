import { displaysToken0 } from "../../shared/pair-sides";
import { type PairDetail, type PairDetailResponse, STAT_WINDOWS, type WindowStats } from "../../shared/schemas/pair-detail";
import { pairIdOf } from "../db/ids";
import { PAIR_STATS_SELECT, type PairStatsRow } from "../db/pair-stats";
import { latestSwapSql } from "../stores/swap-sql";
import * as swaps from "../stores/swaps";
import { curveProgresses } from "./curve-progress";
import { peopleSql } from "./holder-labels";
import { liquidityByMarket, marketLiquidityStatement } from "./market-liquidity";
import { SEARCH_PAIR_SELECT, type SearchPairRow, searchPair } from "./search-pairs";

type Extras = {
  bonded_at: number | null;
  pair_created: string | null;
  holders: number | null;
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

/**
 * A pair's detail as of unix time `now`: the search fields plus rolling statistics (computed now,
 * from candles), liquidity (see market-liquidity.ts), holders (people with a balance, see holder-labels.ts; null
 * for a token whose holders are not followed) and the creator's swaps on it; null for an unknown pair.
 */
export async function pairDetail(env: swaps.SwapsEnv, address: string, now: number): Promise<PairDetailResponse | null> {
  const db = env.DB;
  const pair = await db.prepare(`${SEARCH_PAIR_SELECT} WHERE p.address = ?1`).bind(address).first<SearchPairRow>();
  if (pair === null) return null;
  const shown = displaysToken0(pair.token0_address, pair.token1_address) ? pair.token0_address : pair.token1_address;
  const curves = curveProgresses(db, [shown]);
  const creatorSwaps = swaps.countOfTraderOnPair(env, address, pair.creator_address?.toLowerCase() ?? "");
  const [stats, extras, liquidity, ...creatorResults] = await db.batch([
    db.prepare(PAIR_STATS_SELECT).bind(JSON.stringify([address]), now),
    db
      .prepare(
        `SELECT t.bonded_at, t.pair_created,
          CASE WHEN t.token_type = 'launchpad' THEN (SELECT COUNT(*) FROM (${peopleSql("json_array(?2)")})) END AS holders,
          ${latestSwapSql(pairIdOf("?1"), "s.block_timestamp")} AS last_swap
         FROM tokens t WHERE t.address = ?2`,
      )
      .bind(address, shown),
    marketLiquidityStatement(db, [address]),
    ...creatorSwaps.statements,
  ]);
  const byWindow = new Map((stats!.results as PairStatsRow[]).map((row) => [row.stat_window, row]));
  const more = extras!.results[0] as Extras | undefined;
  return {
    pairAddress: address,
    pair: {
      ...searchPair(pair),
      bondedAt: more?.bonded_at ?? null,
      pairCreated: more?.pair_created ?? null,
      liquidityUsd: liquidityByMarket(liquidity!).get(address) ?? null,
      stats: Object.fromEntries(STAT_WINDOWS.map((window) => [window, windowStats(byWindow.get(window))])) as PairDetail["stats"],
      holdersCount: more?.holders ?? null,
      creatorSwaps: await creatorSwaps.count(creatorResults),
      lastSwapTimestamp: more?.last_swap ?? null,
      curve: (await curves).get(shown) ?? null,
    },
  };
}
