import type { ServerToken } from "../../shared/schemas/launchpad";
import { pairIdOf } from "../db/ids";
import { launchPriceUsdSql } from "../db/launch-price";
import { PAIR_STATS_SELECT, type PairStatsRow } from "../db/pair-stats";
import { untradedPriceUsdSql } from "../db/untraded-price";
import { lifetimeSumSql } from "../stores/candle-sql";
import { latestSwapSql } from "../stores/swap-sql";
import { curveProgresses } from "./curve-progress";
import { holderCounts } from "./holder-counts";
import { liquidityByMarket, marketLiquidityStatement } from "./market-liquidity";
import { NO_SAFETY, tokenSafetyFacts } from "./token-safety";

/** A launchpad token in the upstream server shape, with the lifetime figures creator scores need. */
export type LaunchpadTokenFacts = {
  server: ServerToken;
  lifetimeVolumeUsd: number;
  lifetimeTrades: number;
  launchMarketcapUsd: number;
};

// A token trades on its curve (pair address = the token) until it bonds, then on its V2 pair
// (tokens.pair_created). Its price is the latest trade's USD price on the V2 pair, else the V2 pair's reserves
// as the bonding left them, else the latest trade's on the curve, else the curve's starting price (TokenCreated's
// price × HYPE's USD price at creation).
const latestPrice = (pair: string) => latestSwapSql(pairIdOf(pair), "s.price_usd");
const LAUNCH_PRICE = launchPriceUsdSql("t.address");
/** The USD price of launchpad token `t`, for ordering by market cap. */
export const TOKEN_PRICE_SQL = `COALESCE(${latestPrice("t.pair_created")}, ${untradedPriceUsdSql("t.pair_created")}, ${latestPrice("t.address")}, ${LAUNCH_PRICE}, 0)`;

type TokenRecord = {
  address: string;
  name: string;
  symbol: string;
  creator_address: string;
  creation_timestamp: number;
  total_supply: string | null;
  circulating_supply: string | null;
  metadata: string;
  frozen_at: number | null;
  bonded_at: number | null;
  pair_created: string | null;
  price_usd: number;
  launch_price_usd: number | null;
  lifetime_volume_usd: number;
  lifetime_trades: number;
};

/** Lifetime figures come from the weekly candles of the token's curve and V2 pair. */
const LIFETIME_PAIRS = "p.address IN (t.address, t.pair_created)";

const TOKENS_SQL = `
SELECT t.address, t.name, t.symbol, t.creator_address, t.creation_timestamp, t.total_supply, t.circulating_supply, t.metadata,
  t.frozen_at, t.bonded_at, t.pair_created,
  ${TOKEN_PRICE_SQL} AS price_usd,
  ${LAUNCH_PRICE} AS launch_price_usd,
  ${lifetimeSumSql("volume_usd", LIFETIME_PAIRS)} AS lifetime_volume_usd,
  ${lifetimeSumSql("trade_count", LIFETIME_PAIRS)} AS lifetime_trades
FROM json_each(?1) j JOIN tokens t ON t.address = j.value AND t.token_type = 'launchpad'
ORDER BY j.key`;

const METADATA_KEYS = ["description", "image_uri", "twitter", "website", "telegram"] as const;

function metadataOf(json: string): ServerToken["metadata"] {
  const stored = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(METADATA_KEYS.flatMap((key) => (typeof stored[key] === "string" ? [[key, stored[key]]] : [])));
}

/** 24h volume, buys and sells over both markets; the price change of the market the token trades on now. */
function dayStats(token: TokenRecord, stats: Map<string, PairStatsRow>): ServerToken["timeframes"]["24h"] {
  const markets = [token.pair_created, token.address].flatMap((pair) => (pair === null ? [] : [stats.get(pair)]));
  const current = markets.find((row) => row?.price_change_percent != null);
  return {
    volume: markets.reduce((sum, row) => sum + (row?.volume_usd ?? 0), 0),
    buys: markets.reduce((sum, row) => sum + (row?.buys ?? 0), 0),
    sells: markets.reduce((sum, row) => sum + (row?.sells ?? 0), 0),
    priceChange: current?.price_change_percent ?? 0,
  };
}

/**
 * The launchpad tokens at `addresses` (lowercase), in that order, as of unix time `now`: the 24h
 * figures are summed from candles as the pair detail's are. Addresses that are not launchpad
 * tokens are skipped. isFrozen means sold out and waiting to bond: no market trades it.
 */
export async function launchpadTokenFacts(db: D1Database, addresses: string[], now: number): Promise<LaunchpadTokenFacts[]> {
  if (addresses.length === 0) return [];
  const { results: tokens } = await db.prepare(TOKENS_SQL).bind(JSON.stringify(addresses)).all<TokenRecord>();
  const pairs = tokens.flatMap((token) => (token.pair_created === null ? [token.address] : [token.address, token.pair_created]));
  // The market each token trades on now: its V2 pair once bonded, else its curve.
  const markets = tokens.map((token) => token.pair_created ?? token.address);
  const launched = tokens.map((token) => token.address);
  const [[statRows, liquidityRows], holders, curves, safety] = await Promise.all([
    db.batch([
      db.prepare(`SELECT * FROM (${PAIR_STATS_SELECT}) WHERE stat_window = '24h'`).bind(JSON.stringify(pairs), now),
      marketLiquidityStatement(db, markets),
    ]),
    holderCounts(
      db,
      tokens.map((token) => token.address),
    ),
    curveProgresses(
      db,
      tokens.map((token) => token.address),
    ),
    tokenSafetyFacts(db, launched),
  ]);
  const stats = new Map((statRows!.results as PairStatsRow[]).map((row) => [row.pair_address, row]));
  const liquidity = liquidityByMarket(liquidityRows!);
  return tokens.map((token, index) => {
    const supply = Number(token.circulating_supply ?? 0);
    const held = holders.get(token.address);
    const curve = curves.get(token.address)!;
    return {
      server: {
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        creator: token.creator_address,
        creationTimestamp: token.creation_timestamp,
        price: { usd: token.price_usd },
        marketCap: { usd: token.price_usd * supply },
        liquidity: { usd: liquidity.get(markets[index]!) ?? 0 },
        holderCount: held?.holders ?? 0,
        metadata: metadataOf(token.metadata),
        timeframes: { "24h": dayStats(token, stats) },
        top10HoldersPercentage: held?.top10Share ?? 0,
        isFrozen: token.frozen_at !== null && token.bonded_at === null,
        progress: curve.progress,
        curve,
        safety: safety.get(token.address)?.safety ?? NO_SAFETY,
      },
      lifetimeVolumeUsd: token.lifetime_volume_usd,
      lifetimeTrades: token.lifetime_trades,
      launchMarketcapUsd: (token.launch_price_usd ?? 0) * Number(token.total_supply ?? 0),
    };
  });
}
