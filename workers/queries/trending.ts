import { WHYPE_ADDRESS } from "../../shared/addresses";
import { TOKENS_FOR_SALE, TOTAL_SUPPLY } from "../../shared/launchpad-curve";
import {
  TRENDING_HALF_POINTS,
  TRENDING_WEIGHTS,
  type TrendingResponse,
  type TrendingRow,
  type TrendingSort,
  type trendingQuerySchema,
} from "../../shared/schemas/trending";
import type { z } from "../../shared/schemas/zod";
import { displayedTokenSql, HYPE_USD_SQL } from "../db/chain-sql";
import { STAT_WINDOW_SOURCES } from "../db/pair-stats";
import { peopleSql } from "./holder-labels";
import { launchBondedSql, listFiltersSql, listFilterValues } from "./list-filters";
import { listSafety } from "./list-safety";
import { MARKET_STATE_COLUMNS, withMarketLiquidity } from "./market-liquidity";
import { pairMetaSelect } from "./pair-meta";

type TrendingQuery = z.output<typeof trendingQuerySchema>;
type TrendingRecord = Omit<TrendingRow, "imageUri" | "safety"> & { image_uri: string | null; total: number };

// Whole tokens: what a curve's token reserve starts at, and how many of them are for sale.
const SUPPLY = Number(TOTAL_SUPPLY / 10n ** 6n);
const FOR_SALE = Number(TOKENS_FOR_SALE / 10n ** 6n);

/**
 * Every market that displays a token, with its figures: a bonded launch's frozen curve is left out (its V2 pair stands for
 * it). The window's figures are the stored rolling statistics (refreshed by every trade and the minute cron); its
 * traders are the distinct senders of its swaps since the window began, counted only where the window saw a trade.
 * Holders are people (holder-labels.ts) and are tracked for launchpad tokens only.
 */
const MARKETS = `
WITH holders AS (
  SELECT token, COUNT(*) AS holders FROM (${peopleSql("(SELECT json_group_array(address) FROM tokens WHERE token_type = 'launchpad')")}) GROUP BY token
),
markets AS (${withMarketLiquidity(
  `${pairMetaSelect(`${MARKET_STATE_COLUMNS}, p.id AS pair_id, ${displayedTokenSql("p")} AS shown`)}
   WHERE NOT (p.protocol = 'liquidlaunch' AND t0.bonded_at IS NOT NULL)`,
)}),
figures AS (
  SELECT m.address AS pairAddress, m.protocol, t.address AS tokenAddress, t.symbol, t.name, t.token_type,
    NULLIF(json_extract(t.metadata, '$.image_uri'), '') AS image_uri, m.creation_timestamp AS createdAt,
    CASE WHEN t.address = '${WHYPE_ADDRESS}' THEN ${HYPE_USD_SQL} ELSE m.market_price_usd END AS priceUsd,
    m.liquidity_usd AS liquidityUsd, CAST(t.circulating_supply AS REAL) AS supply,
    CASE WHEN t.token_type = 'launchpad' THEN COALESCE(h.holders, 0) END AS holders,
    COALESCE(w.volume_usd, 0) AS volumeUsd, COALESCE(w.buys, 0) AS buys, COALESCE(w.sells, 0) AS sells,
    COALESCE(w.buy_volume_usd, 0) AS buyVolumeUsd, COALESCE(w.sell_volume_usd, 0) AS sellVolumeUsd, w.price_change_percent AS priceChange,
    COALESCE(d.volume_usd, 0) AS volume24hUsd,
    CASE WHEN COALESCE(w.buys, 0) + COALESCE(w.sells, 0) > 0
      THEN (SELECT COUNT(DISTINCT s.trader_id) FROM swap_rows s WHERE s.pair_id = m.pair_id AND s.block_timestamp >= ?2 - ?3)
      ELSE 0 END AS traders,
    CASE WHEN m.protocol = 'liquidlaunch' THEN min(100.0, max(0.0, (${SUPPLY} - m.reserve0) * 100.0 / ${FOR_SALE}))
      WHEN t.token_type = 'launchpad' AND t.bonded_at IS NOT NULL THEN 100.0 END AS progress,
    t.bonded_at AS bondedAt, ${launchBondedSql("t")} AS launchBonded
  FROM markets m JOIN tokens t ON t.address = m.shown
  LEFT JOIN holders h ON h.token = t.address
  LEFT JOIN pair_stats w ON w.pair_address = m.address AND w.stat_window = ?1
  LEFT JOIN pair_stats d ON d.pair_address = m.address AND d.stat_window = '24h'
),
scored AS (
  SELECT *, priceUsd * supply AS marketCapUsd,
    CASE WHEN buyVolumeUsd + sellVolumeUsd > 0 THEN (buyVolumeUsd - sellVolumeUsd) / (buyVolumeUsd + sellVolumeUsd) ELSE 0.0 END AS buyPressure
  FROM figures
)
SELECT *,
  ${TRENDING_WEIGHTS.volume} * volumeUsd / (volumeUsd + ?4) + ${TRENDING_WEIGHTS.traders} * traders * 1.0 / (traders + ?5)
    + ${TRENDING_WEIGHTS.priceChange} * min(1.0, max(-1.0, COALESCE(priceChange, 0) / 100.0)) + ${TRENDING_WEIGHTS.buyPressure} * buyPressure AS score
FROM scored`;

const SORT_COLUMNS: Record<TrendingSort, string> = {
  score: "score",
  age: "createdAt",
  priceUsd: "priceUsd",
  liquidityUsd: "liquidityUsd",
  marketCapUsd: "marketCapUsd",
  holders: "holders",
  volumeUsd: "volumeUsd",
  volume24hUsd: "volume24hUsd",
  traders: "traders",
  txns: "buys + sells",
  buyPressure: "buyPressure",
  priceChange: "priceChange",
  progress: "progress",
  bondedAt: "bondedAt",
};

/**
 * Markets ranked by `query.sort` over `query.window` as of unix time `now`, filtered and paged. Rows without the sorted
 * figure come last; ties fall back to the pair address, so pages never repeat or skip a row.
 */
export async function trending(db: D1Database, query: TrendingQuery, now: number): Promise<TrendingResponse> {
  const column = SORT_COLUMNS[query.sort];
  // Age sorts by creation time: the youngest (newest) first when descending.
  const direction = (query.sort === "age") !== (query.order === "desc") ? "DESC" : "ASC";
  const half = TRENDING_HALF_POINTS[query.window];
  const { results } = await db
    .prepare(
      `SELECT *, COUNT(*) OVER () AS total FROM (${MARKETS}) WHERE ${listFiltersSql(6, "?2")}
       ORDER BY ${column} IS NULL, ${column} ${direction}, pairAddress LIMIT ?15 OFFSET ?16`,
    )
    .bind(query.window, now, STAT_WINDOW_SOURCES[query.window].seconds, half.volumeUsd, half.traders, ...listFilterValues(query), query.limit, query.offset)
    .all<TrendingRecord & { token_type: string; supply: number | null; launchBonded: number | null }>();
  const safety = await listSafety(
    db,
    results.map((row) => row.tokenAddress),
  );
  return {
    rows: results.map(({ image_uri, total: _total, token_type: _type, supply: _supply, launchBonded: _bonded, ...row }) => ({
      ...row,
      imageUri: image_uri,
      safety: safety.get(row.tokenAddress)!,
    })),
    total: results[0]?.total ?? 0,
    window: query.window,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
  };
}
