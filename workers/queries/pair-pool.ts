import { WHYPE_ADDRESS } from "../../shared/addresses";
import { CURVE_VIRTUAL_HYPE } from "../../shared/launchpad-curve";
import type { Protocol } from "../../shared/schemas/chart";
import type { PairPoolResponse } from "../../shared/schemas/pair-pool";
import { displayedTokenSql } from "../db/chain-sql";
import { ApiError } from "../http/errors";
import { latestSwapSql } from "../stores/swap-sql";
import { lpStatus } from "./token-safety";

const PAIR_SQL = `
SELECT p.address, p.protocol, p.token0_address AS token0, p.token1_address AS token1, p.creation_timestamp AS created,
  t0.symbol AS symbol0, t1.symbol AS symbol1, d.address AS displayed, d.token_type, d.creation_timestamp AS launched, d.bonded_at,
  d.pair_created, d.total_supply, d.circulating_supply,
  ${latestSwapSql("p.id", "json_array(s.reserve0_after, s.reserve1_after, s.block_number, s.log_index)", "s.reserve0_after IS NOT NULL")} AS swap_reserves
FROM pairs p LEFT JOIN tokens t0 ON t0.address = p.token0_address LEFT JOIN tokens t1 ON t1.address = p.token1_address
  LEFT JOIN tokens d ON d.address = ${displayedTokenSql("p")}
WHERE p.address = ?1`;

const LIQUIDITY_SQL = `
SELECT json_array(reserve0_after, reserve1_after, block_number, log_index) AS reserves FROM events
WHERE pair_address = ?1 AND event_type IN ('la', 'lr') AND reserve0_after IS NOT NULL ORDER BY block_number DESC, log_index DESC LIMIT 1`;

const PROVIDERS_SQL = `
SELECT trader_address AS address, SUM(event_type = 'la') AS adds, SUM(event_type = 'lr') AS removes FROM events
WHERE pair_address = ?1 AND event_type IN ('la', 'lr') AND trader_address IS NOT NULL GROUP BY trader_address ORDER BY adds DESC, address LIMIT 20`;

type PairRow = {
  address: string;
  protocol: Protocol;
  token0: string;
  token1: string;
  created: number;
  symbol0: string | null;
  symbol1: string | null;
  displayed: string | null;
  token_type: string | null;
  launched: number | null;
  bonded_at: number | null;
  pair_created: string | null;
  total_supply: string | null;
  circulating_supply: string | null;
  swap_reserves: string | null;
};
type Reserves = [string, string, number, number];
type Provider = PairPoolResponse["liquidityProviders"][number];

const newer = (a: Reserves | null, b: Reserves | null) => (a === null ? b : b === null || a[2] * 1e6 + a[3] >= b[2] * 1e6 + b[3] ? a : b);
const numberOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : Number(text));

/** A market's pooled amounts, its token's supplies and dates, and its liquidity providers; a 404 for a pair the index never saw. */
export async function pairPool(db: D1Database, pair: string): Promise<PairPoolResponse> {
  const [pairRows, liquidityRows, providerRows] = await db.batch([
    db.prepare(PAIR_SQL).bind(pair),
    db.prepare(LIQUIDITY_SQL).bind(pair),
    db.prepare(PROVIDERS_SQL).bind(pair),
  ]);
  const row = pairRows!.results[0] as PairRow | undefined;
  if (row === undefined) throw new ApiError(404, `Pair ${pair} not found`);
  const liquidity = (liquidityRows!.results[0] as { reserves: string } | undefined)?.reserves ?? null;
  const reserves = newer(
    row.swap_reserves === null ? null : (JSON.parse(row.swap_reserves) as Reserves),
    liquidity === null ? null : (JSON.parse(liquidity) as Reserves),
  );
  const providers = providerRows!.results as Provider[];
  // A curve's HYPE reserve counts virtual liquidity nobody can take out.
  const pooled = (token: string, index: 0 | 1) => {
    const amount = numberOrNull(reserves?.[index]);
    return amount !== null && row.protocol === "liquidlaunch" && token === WHYPE_ADDRESS ? Math.max(0, amount - CURVE_VIRTUAL_HYPE) : amount;
  };
  const launch = row.token_type === "launchpad";
  return {
    pairAddress: row.address,
    protocol: row.protocol,
    token0: { address: row.token0, symbol: row.symbol0, amount: pooled(row.token0, 0) },
    token1: { address: row.token1, symbol: row.symbol1, amount: pooled(row.token1, 1) },
    reservesBlock: reserves?.[2] ?? null,
    totalSupply: numberOrNull(row.total_supply),
    circulatingSupply: numberOrNull(row.circulating_supply ?? row.total_supply),
    launchedAt: launch ? row.launched : null,
    pairCreatedAt: row.created,
    bondedAt: launch ? row.bonded_at : null,
    lp: launch && row.pair_created === row.address ? lpStatus(providers.reduce((sum, provider) => sum + provider.adds + provider.removes, 0)) : null,
    liquidityProviders: providers,
  };
}
