import { marketPairSchema, type PairListResponse, type pairListQuerySchema } from "../../shared/schemas/markets";
import type { ListSafety } from "../../shared/schemas/token-safety";
import type { z } from "../../shared/schemas/zod";
import { displayedTokenSql } from "../db/chain-sql";
import { countRows, launchBondedSql, launchHoldersSql, listFiltersSql, listFilterValues } from "./list-filters";
import { listSafety } from "./list-safety";
import { MARKET_STATE_COLUMNS, withMarketLiquidity } from "./market-liquidity";
import { pairMetaSelect } from "./pair-meta";
import { SEARCH_PAIR_COLUMNS, type SearchPairRow, searchPair } from "./search-pairs";

type PairListQuery = z.output<typeof pairListQuerySchema>;

type MarketPairRow = SearchPairRow & {
  reserve0: number;
  reserve1: number;
  liquidity_usd: number | null;
  buys_24h: number;
  sells_24h: number;
  price_change_24h: number | null;
  /** The token the pair is shown as (displayedTokenSql), whose safety the row carries. */
  shown: string;
  total: number;
};

const LISTED = `${pairMetaSelect(`${SEARCH_PAIR_COLUMNS}, ${MARKET_STATE_COLUMNS},
    COALESCE(st.buys, 0) AS buys_24h, COALESCE(st.sells, 0) AS sells_24h, st.price_change_percent AS price_change_24h,
    ${displayedTokenSql("p")} AS shown`)}
  LEFT JOIN pair_stats st ON st.pair_address = p.address AND st.stat_window = '24h'
  WHERE p.protocol IN (SELECT value FROM json_each(?1))`;

// The pairs with the figures the list filters read (list-filters.ts), of the displayed token `ts`.
const FILTERED = `SELECT x.*, x.liquidity_usd AS liquidityUsd, x.latest_mcap_usd AS marketCapUsd, x.creation_timestamp AS createdAt,
    ${launchHoldersSql("ts", 4)} AS holders, COALESCE(x.volume_24h_usd, 0) AS volume24hUsd, ${launchBondedSql("ts")} AS launchBonded
  FROM (${withMarketLiquidity(LISTED)}) x JOIN tokens ts ON ts.address = x.shown
  WHERE ${listFiltersSql(4, "?13")}`;

const SORT_COLUMNS: Record<PairListQuery["sort"], string> = {
  newest: "creation_block",
  liquidity: "liquidity_usd",
  volume24h: "COALESCE(volume_24h_usd, 0)",
  txns24h: "buys_24h + sells_24h",
  priceChange24h: "price_change_24h",
};

/** The search fields a list row shows (the schema drops the rest) and the pool's own figures. */
function marketPair(row: MarketPairRow, safety: ListSafety) {
  return marketPairSchema.parse({
    ...searchPair(row),
    // The lists hold HyperSwap markets only, each with its fee.
    feeTier: row.fee_tier!,
    liquidityUsd: row.liquidity_usd,
    reserve0: row.reserve0,
    reserve1: row.reserve1,
    buys24h: row.buys_24h,
    sells24h: row.sells_24h,
    priceChange24h: row.price_change_24h,
    safety,
  });
}

/** HyperSwap pairs and pools, filtered as of unix time `now`, sorted (pairs without a figure last, either order) and paged. */
export async function listPairs(db: D1Database, query: PairListQuery, now: number): Promise<PairListResponse> {
  const protocols = query.protocol === undefined ? ["hyperswap-v2", "hyperswap-v3"] : [query.protocol];
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const bindings = [JSON.stringify(protocols), query.limit, query.offset, ...listFilterValues(query), now];
  const { results } = await db
    .prepare(
      `SELECT *, COUNT(*) OVER () AS total FROM (${FILTERED})
       ORDER BY ${column} IS NULL, ${column} ${direction}, creation_block DESC, address LIMIT ?2 OFFSET ?3`,
    )
    .bind(...bindings)
    .all<MarketPairRow>();
  const safety = await listSafety(
    db,
    results.map((row) => row.shown),
  );
  const pairs = results.map((row) => marketPair(row, safety.get(row.shown)!));
  // A page past the end has no row to carry the total.
  const total = results[0]?.total ?? (query.offset === 0 ? 0 : await countRows(db, FILTERED, bindings));
  return {
    pairs,
    count: pairs.length,
    total,
    protocol: query.protocol ?? null,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
  };
}
