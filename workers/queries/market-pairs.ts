import { WHYPE_ADDRESS } from "../../shared/addresses";
import { marketPairSchema, type PairListResponse, type pairListQuerySchema } from "../../shared/schemas/markets";
import type { z } from "../../shared/schemas/zod";
import { displaysToken0Sql } from "../db/chain-sql";
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
  total: number;
};

const LATEST_SWAP = "FROM swap_rows s WHERE s.pair_id = p.id ORDER BY s.block_number DESC, s.log_index DESC LIMIT 1";

/** A side's pool balance: liquidity added minus removed plus what swaps brought in net (V2 and V3 alike). */
const balance = (side: 0 | 1) => `(
    (SELECT COALESCE(SUM(CAST(s.amount${side}_in AS REAL) - CAST(s.amount${side}_out AS REAL)), 0) FROM swap_rows s WHERE s.pair_id = p.id)
  + (SELECT COALESCE(SUM(CASE e.event_type WHEN 'la' THEN 1 ELSE -1 END * CAST(e.${side === 0 ? "amount_in" : "amount_out"} AS REAL)), 0)
      FROM events e WHERE e.pair_address = p.address AND e.event_type IN ('la', 'lr')))`;

const HYPE_USD = "(SELECT h.price_usd FROM hype_prices h ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)";
/** A side's USD price when it is known without the pair: WHYPE at HYPE's price, a stablecoin at 1. */
const knownUsd = (side: 0 | 1) => `CASE WHEN p.token${side}_address = '${WHYPE_ADDRESS}' THEN ${HYPE_USD} WHEN t${side}.token_type = 'stablecoin' THEN 1 END`;

const LISTED = `${pairMetaSelect(`${SEARCH_PAIR_COLUMNS},
    (SELECT s.price0_in1 ${LATEST_SWAP}) AS latest_price0_in1,
    ${displaysToken0Sql("p")} AS shows_token0,
    ${knownUsd(0)} AS known_usd0,
    ${knownUsd(1)} AS known_usd1,
    ${balance(0)} AS reserve0,
    ${balance(1)} AS reserve1,
    COALESCE(st.buys, 0) AS buys_24h, COALESCE(st.sells, 0) AS sells_24h, st.price_change_percent AS price_change_24h`)}
  LEFT JOIN pair_stats st ON st.pair_address = p.address AND st.stat_window = '24h'
  WHERE p.protocol IN (SELECT value FROM json_each(?1))`;

// Each side at its known USD price, else through the latest trade: the displayed side at the
// trade's USD price, the other side through the trade's price between the two (token1 per token0).
const SIDE_USD = `
  COALESCE(known_usd0, CASE WHEN shows_token0 THEN latest_price_usd ELSE latest_price_usd * latest_price0_in1 END) AS usd0,
  COALESCE(known_usd1, CASE WHEN shows_token0 THEN latest_price_usd / NULLIF(latest_price0_in1, 0) ELSE latest_price_usd END) AS usd1`;
const LIQUIDITY_USD = "reserve0 * usd0 + reserve1 * usd1";

const SORT_COLUMNS: Record<PairListQuery["sort"], string> = {
  newest: "creation_block",
  liquidity: "liquidity_usd",
  volume24h: "COALESCE(volume_24h_usd, 0)",
  txns24h: "buys_24h + sells_24h",
  priceChange24h: "price_change_24h",
};

/** The search fields a list row shows (the schema drops the rest) and the pool's own figures. */
function marketPair(row: MarketPairRow) {
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
  });
}

/** HyperSwap pairs and pools, sorted (pairs without a figure last, either order) and paged. */
export async function listPairs(db: D1Database, query: PairListQuery): Promise<PairListResponse> {
  const protocols = query.protocol === undefined ? ["hyperswap-v2", "hyperswap-v3"] : [query.protocol];
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const { results } = await db
    .prepare(
      `SELECT *, ${LIQUIDITY_USD} AS liquidity_usd, COUNT(*) OVER () AS total FROM (SELECT *, ${SIDE_USD} FROM (${LISTED}))
       ORDER BY ${column} IS NULL, ${column} ${direction}, creation_block DESC, address LIMIT ?2 OFFSET ?3`,
    )
    .bind(JSON.stringify(protocols), query.limit, query.offset)
    .all<MarketPairRow>();
  const pairs = results.map(marketPair);
  const total = results[0]?.total ?? (query.offset === 0 ? 0 : await countPairs(db, protocols));
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

/** A page past the end has no row to carry the total. */
async function countPairs(db: D1Database, protocols: string[]): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS total FROM pairs WHERE protocol IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(protocols))
    .first<{ total: number }>();
  return row?.total ?? 0;
}
