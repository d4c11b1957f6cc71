import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { CurveProgress } from "../../shared/schemas/curve-progress";
import type { ListFilters } from "../../shared/schemas/list-filters";
import { type MarketToken, marketTokenSchema, type TokenListResponse, type tokenListQuerySchema } from "../../shared/schemas/markets";
import type { Token } from "../../shared/schemas/token";
import type { ListSafety } from "../../shared/schemas/token-safety";
import type { z } from "../../shared/schemas/zod";
import { displaysToken0Sql, feeTierSql, HYPE_USD_SQL } from "../db/chain-sql";
import { untradedPriceUsdSql } from "../db/untraded-price";
import { latestWeekSql } from "../stores/candle-sql";
import { latestSwapSql } from "../stores/swap-sql";
import { curveProgresses } from "./curve-progress";
import { countRows, launchBondedSql, launchHoldersSql, listFiltersSql, listFilterValues } from "./list-filters";
import { listSafety } from "./list-safety";
import { MARKET_STATE_COLUMNS, withMarketLiquidity } from "./market-liquidity";
import { pairMetaSelect } from "./pair-meta";

type TokenListQuery = z.output<typeof tokenListQuerySchema>;

type MarketTokenRow = {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  token_type: Token["tokenType"];
  creator_address: string | null;
  creation_timestamp: number | null;
  circulating_supply: string | null;
  metadata: string;
  bonded_at: number | null;
  pair_address: string | null;
  pair_protocol: MarketToken["pairProtocol"];
  pair_fee_tier: number | null;
  price_usd: number | null;
  market_cap_usd: number | null;
  liquidity_usd: number | null;
  volume_24h_usd: number;
  buys_24h: number;
  sells_24h: number;
  price_change_24h: number | null;
  total: number;
};

const SHOWS_TOKEN0 = displaysToken0Sql("p");

// Every market a token is in, whether that market displays it (see shared/pair-sides.ts) and its 24h
// figures. A token's volume and trades count every market it is in, on either side (WHYPE quotes most
// trades); a buy of the displayed side is a sell of the quote side. The token's chart market is the first
// by displayed, on HyperSwap (a bonded token's V2 pair before its frozen curve; WHYPE's pools before the
// curves it quotes), deepest (its liquidity after its latest trade, the candles' tvl, looked up where a
// token has several HyperSwap markets), 24h volume, newest; its price is the latest trade's there (before the
// first, a V2 pair's reserves).
const TOKEN_MARKETS = `
WITH sides AS (
  SELECT p.id AS pair_id, p.address AS pair_address, p.token0_address AS token, ${SHOWS_TOKEN0} AS shown, p.protocol, p.creation_block FROM pairs p
  UNION ALL
  SELECT p.id, p.address, p.token1_address, NOT ${SHOWS_TOKEN0}, p.protocol, p.creation_block FROM pairs p
),
markets AS (
  SELECT sd.token, sd.pair_id, sd.pair_address, sd.shown, sd.protocol <> 'liquidlaunch' AS on_dex, sd.creation_block,
    COALESCE(st.volume_usd, 0) AS volume, COALESCE(st.buys, 0) AS buys, COALESCE(st.sells, 0) AS sells,
    st.price_change_percent AS change
  FROM sides sd LEFT JOIN pair_stats st ON st.pair_address = sd.pair_address AND st.stat_window = '24h'
),
several AS (SELECT token FROM markets WHERE on_dex GROUP BY token HAVING COUNT(*) > 1),
ranked AS (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY token ORDER BY shown DESC, on_dex DESC, depth DESC NULLS LAST, volume DESC, creation_block DESC, pair_address) AS place
  FROM (
    SELECT m.*, CASE WHEN m.on_dex AND m.token IN (SELECT token FROM several) THEN ${latestWeekSql("m.pair_id", "tvl_usd")} END AS depth
    FROM markets m
  )
),
totals AS (
  SELECT token, SUM(volume) AS volume, SUM(CASE WHEN shown THEN buys ELSE sells END) AS buys, SUM(CASE WHEN shown THEN sells ELSE buys END) AS sells
  FROM markets GROUP BY token
),
listed AS (
  SELECT t.address, t.name, t.symbol, t.decimals, t.token_type, t.creator_address, t.creation_timestamp, t.circulating_supply,
    t.metadata, t.bonded_at, t.block_number, r.pair_address,
    CASE WHEN t.address = '${WHYPE_ADDRESS}'
      THEN ${HYPE_USD_SQL}
      WHEN r.shown THEN COALESCE(
        ${latestSwapSql("r.pair_id", "s.price_usd")},
        ${untradedPriceUsdSql("r.pair_address")})
      END AS price_usd,
    COALESCE(tt.volume, 0) AS volume_24h_usd, COALESCE(tt.buys, 0) AS buys_24h, COALESCE(tt.sells, 0) AS sells_24h,
    CASE WHEN r.shown THEN r.change END AS price_change_24h
  FROM tokens t
  LEFT JOIN ranked r ON r.token = t.address AND r.place = 1
  LEFT JOIN totals tt ON tt.token = t.address
  WHERE (?1 IS NULL OR t.token_type = ?1) AND (?2 IS NULL OR t.address = ?2)
)`;

const SORT_COLUMNS: Record<TokenListQuery["sort"], string> = {
  marketCap: "market_cap_usd",
  liquidity: "liquidity_usd",
  volume24h: "volume_24h_usd",
  priceChange24h: "price_change_24h",
  txns24h: "buys_24h + sells_24h",
  newest: "block_number",
};

function marketToken(row: MarketTokenRow, curve: CurveProgress | null, safety: ListSafety): MarketToken {
  const metadata = JSON.parse(row.metadata) as Record<string, unknown>;
  return marketTokenSchema.parse({
    address: row.address,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    tokenType: row.token_type,
    creatorAddress: row.creator_address,
    creationTimestamp: row.creation_timestamp,
    circulatingSupply: row.circulating_supply,
    imageUri: typeof metadata.image_uri === "string" && metadata.image_uri !== "" ? metadata.image_uri : null,
    pairAddress: row.pair_address,
    pairProtocol: row.pair_protocol,
    pairFeeTier: row.pair_fee_tier,
    priceUsd: row.price_usd,
    marketCapUsd: row.market_cap_usd,
    liquidityUsd: row.liquidity_usd,
    volume24hUsd: row.volume_24h_usd,
    buys24h: row.buys_24h,
    sells24h: row.sells_24h,
    priceChange24h: row.price_change_24h,
    bonded: row.bonded_at !== null,
    curve,
    safety,
  });
}

// The tokens with the figures the list filters read (list-filters.ts): the chart market's liquidity and protocol.
const FILTERED = `${TOKEN_MARKETS}
SELECT * FROM (SELECT l.*, l.price_usd * CAST(l.circulating_supply AS REAL) AS market_cap_usd,
    m.protocol AS pair_protocol, ${feeTierSql("m")} AS pair_fee_tier, ml.liquidity_usd,
    ml.liquidity_usd AS liquidityUsd, l.price_usd * CAST(l.circulating_supply AS REAL) AS marketCapUsd, l.creation_timestamp AS createdAt,
    ${launchHoldersSql("l", 5)} AS holders, l.volume_24h_usd AS volume24hUsd, ${launchBondedSql("l")} AS launchBonded, m.protocol
  FROM listed l LEFT JOIN pairs m ON m.address = l.pair_address
  LEFT JOIN (${withMarketLiquidity(`${pairMetaSelect(MARKET_STATE_COLUMNS)} WHERE p.address IN (SELECT pair_address FROM listed)`)}) ml
    ON ml.address = l.pair_address)
WHERE ${listFiltersSql(5, "?14")}`;

/**
 * Indexed tokens with their market figures, filtered as of unix time `now`, sorted (tokens without the figure last)
 * and paged. The market cap is the USD price times the circulating supply.
 */
export async function listTokens(db: D1Database, query: TokenListQuery, now: number, address: string | null = null): Promise<TokenListResponse> {
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const bindings = [query.tokenType ?? null, address, query.limit, query.offset, ...listFilterValues(query), now];
  const { results } = await db
    .prepare(
      `SELECT *, COUNT(*) OVER () AS total FROM (${FILTERED}) ORDER BY ${column} IS NULL, ${column} ${direction}, block_number DESC, address LIMIT ?3 OFFSET ?4`,
    )
    .bind(...bindings)
    .all<MarketTokenRow>();
  const addresses = results.map((row) => row.address);
  const [curves, safety] = await Promise.all([curveProgresses(db, addresses), listSafety(db, addresses)]);
  const tokens = results.map((row) => marketToken(row, curves.get(row.address) ?? null, safety.get(row.address)!));
  return {
    tokens,
    count: tokens.length,
    total: results[0]?.total ?? (query.offset === 0 ? 0 : await countRows(db, FILTERED, bindings)),
    tokenType: query.tokenType ?? null,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * The launchpad tokens the list filters match, newest first, as addresses for launchpadTokenFacts: the recent-tokens
 * lists' filtered page, read by the same condition as this list.
 */
export async function filteredLaunchAddresses(db: D1Database, filters: ListFilters, limit: number, offset: number, now: number): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT address FROM (${FILTERED}) ORDER BY block_number DESC, address LIMIT ?3 OFFSET ?4`)
    .bind("launchpad", null, limit, offset, ...listFilterValues(filters), now)
    .all<{ address: string }>();
  return results.map((row) => row.address);
}
