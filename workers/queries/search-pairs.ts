import type { SearchPair } from "../../shared/schemas/search";
import { displaysToken0Sql, feeTierSql } from "../db/chain-sql";
import { untradedMcapUsdSql, untradedPriceUsdSql } from "../db/untraded-price";
import { latestSwapSql } from "../stores/swap-sql";
import { type PairMeta, pairMetaSelect } from "./pair-meta";

/** A pair with what search and pair detail show: the displayed token's metadata, latest price and 24h volume. */
export type SearchPairRow = PairMeta & {
  fee_tier: number | null;
  shown_metadata: string | null;
  latest_price_usd: number | null;
  latest_mcap_usd: number | null;
  volume_24h_usd: number | null;
  graduated: 0 | 1;
};

/**
 * A graduated curve (its token is token0) is priced by the V2 pair it moved to, so a bonded token has one price and
 * one market cap, its live market's, on every page, from the graduation block on (before that pair's first swap, by the
 * reserves the bonding put in it); any other pair by its own latest trade, or before its first by its reserves.
 */
const GRADUATED_TO = `(SELECT m.id FROM pairs m WHERE p.protocol = 'liquidlaunch' AND m.address = t0.pair_created)`;
const GRADUATED_ADDRESS = `(CASE WHEN p.protocol = 'liquidlaunch' THEN t0.pair_created END)`;
const latestOn = (pairId: string, column: string) => latestSwapSql(pairId, `s.${column}`);
const untraded = { price_usd: untradedPriceUsdSql, mcap_usd: untradedMcapUsdSql };
const latestSwap = (column: keyof typeof untraded) =>
  `COALESCE(${latestOn(GRADUATED_TO, column)}, ${untraded[column](GRADUATED_ADDRESS)}, ${latestOn("p.id", column)}, ${untraded[column]("p.address")})`;

// The fee tier (a curve has none), the displayed side's metadata (see pair-sides.ts), the latest trade's price and
// market cap on the market the token trades on now, the stored 24h volume.
export const SEARCH_PAIR_COLUMNS = `
    ${feeTierSql("p")} AS fee_tier,
    CASE WHEN ${displaysToken0Sql("p")} THEN t0.metadata ELSE t1.metadata END AS shown_metadata,
    ${latestSwap("price_usd")} AS latest_price_usd,
    ${latestSwap("mcap_usd")} AS latest_mcap_usd,
    (SELECT st.volume_usd FROM pair_stats st WHERE st.pair_address = p.address AND st.stat_window = '24h') AS volume_24h_usd,
    (p.protocol = 'liquidlaunch' AND t0.bonded_at IS NOT NULL) AS graduated`;
export const SEARCH_PAIR_SELECT = pairMetaSelect(SEARCH_PAIR_COLUMNS);

const text = (metadata: Record<string, unknown>, key: string) => {
  const value = metadata[key];
  return typeof value === "string" && value !== "" ? value : null;
};

export function searchPair(row: SearchPairRow): SearchPair {
  const metadata = JSON.parse(row.shown_metadata ?? "{}") as Record<string, unknown>;
  return {
    pairAddress: row.address,
    protocol: row.protocol,
    feeTier: row.fee_tier,
    token0Address: row.token0_address,
    token1Address: row.token1_address,
    token0Symbol: row.t0_symbol,
    token1Symbol: row.t1_symbol,
    token0Name: row.t0_name,
    token1Name: row.t1_name,
    tokenImageUri: text(metadata, "image_uri"),
    tokenDescription: text(metadata, "description"),
    tokenWebsite: text(metadata, "website"),
    tokenTwitter: text(metadata, "twitter"),
    tokenTelegram: text(metadata, "telegram"),
    tokenDiscord: text(metadata, "discord"),
    tokenDocs: text(metadata, "docs"),
    creationBlock: row.creation_block,
    creationTimestamp: row.creation_timestamp,
    creatorAddress: row.creator_address,
    metadata: Object.keys(metadata).length === 0 ? null : metadata,
    latestPriceUsd: row.latest_price_usd,
    latestMcapUsd: row.latest_mcap_usd,
    volume24hUsd: row.volume_24h_usd ?? 0,
    graduated: row.graduated === 1,
  };
}
