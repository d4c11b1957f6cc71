import { getAddress, type PublicClient } from "viem";
import type { ChainConfig, Stablecoin } from "../../../shared/chains";
import { PEG_HISTORY_DAYS, type PegCoin, type PegPool, type PegReport } from "../../../shared/schemas/peg";
import { pairChart } from "../../queries/chart";
import { type StablePool, stablePools } from "../../queries/stable-pools";
import type { CandlesEnv } from "../../stores/candles";
import { type DeviationPoint, depegEvents, pegScore, timeAtPeg } from "./depegs";
import { depthUsd, type PoolSide, poolQuoter, sizeQuotes } from "./pool-quotes";
import { supplyWithChange } from "./supply";

const toBps = (price: number) => (price - 1) * 10_000;

/**
 * Peg health at the chain's head: each stablecoin priced in the other stablecoin of each of its stable pools from
 * execution quotes at three sizes (mid, deviation, depth to move 50 bps), the pool's 15-minute candles as its
 * deviation history and depeg log, a score from the deepest pool, and the coin's supply with its day's change.
 */
export async function pegReport(env: CandlesEnv, client: PublicClient, contracts: ChainConfig["contracts"]): Promise<PegReport> {
  const latest = await client.getBlock({ blockTag: "latest" });
  const coins = contracts.stablecoins;
  const pools = await stablePools(
    env.DB,
    coins.map((coin) => coin.address.toLowerCase()),
  );
  const since = Number(latest.timestamp) - PEG_HISTORY_DAYS * 86_400;
  const histories = new Map(await Promise.all(pools.map(async (pool) => [pool.address, await poolHistory(env, pool, since)] as const)));
  const quoters = new Map(pools.map((pool) => [pool.address, poolQuoter(client, contracts, pool, latest.number)]));
  return {
    block: { number: Number(latest.number), timestamp: Number(latest.timestamp) },
    coins: await Promise.all(
      coins.map(async (coin): Promise<PegCoin> => {
        const own = pools.filter((pool) => [pool.token0_address, pool.token1_address].includes(coin.address.toLowerCase()));
        const [supply, coinPools] = await Promise.all([
          supplyWithChange(client, { address: getAddress(coin.address), decimals: coin.decimals }, latest),
          Promise.all(own.map((pool) => pegPool(pool, coin, coins, quoters.get(pool.address)!, histories.get(pool.address)!, Number(latest.timestamp)))),
        ]);
        const deepest = [...coinPools].sort((a, b) => (b.depthUsd.down ?? 0) - (a.depthUsd.down ?? 0))[0];
        return {
          address: coin.address,
          symbol: coin.symbol,
          decimals: coin.decimals,
          deviationBps: weightedDeviation(coinPools),
          score: deepest === undefined ? null : pegScore(deepest.history, deepest.events, Number(latest.timestamp)),
          supply,
          pools: coinPools,
        };
      }),
    ),
  };
}

async function pegPool(
  pool: StablePool,
  coin: Stablecoin,
  coins: Stablecoin[],
  quote: ReturnType<typeof poolQuoter>,
  history: { time: number; token0In1: number }[],
  now: number,
): Promise<PegPool> {
  const isToken0 = pool.token0_address === coin.address.toLowerCase();
  const otherAddress = isToken0 ? pool.token1_address : pool.token0_address;
  const otherCoin = coins.find((candidate) => candidate.address.toLowerCase() === otherAddress)!;
  const side: PoolSide = { address: getAddress(coin.address), decimals: coin.decimals };
  const other: PoolSide = { address: getAddress(otherCoin.address), decimals: otherCoin.decimals };
  const quotes = await sizeQuotes(quote, side, other);
  const smallest = quotes[0]!;
  const mid = smallest.sellPrice === null || smallest.buyPrice === null ? null : Math.sqrt(smallest.sellPrice * smallest.buyPrice);
  const [down, up] = mid === null ? [null, null] : await Promise.all([depthUsd(quote, side, other, mid, "down"), depthUsd(quote, side, other, mid, "up")]);
  const points: DeviationPoint[] = history.map(({ time, token0In1 }) => ({ time, deviationBps: toBps(isToken0 ? token0In1 : 1 / token0In1) }));
  return {
    address: getAddress(pool.address),
    protocol: pool.protocol,
    fee: pool.fee,
    against: { address: other.address, symbol: otherCoin.symbol },
    deviationBps: mid === null ? null : toBps(mid),
    quotes,
    depthUsd: { down, up },
    history: points,
    events: depegEvents(points),
    timeAtPegPercent: timeAtPeg(points, now),
  };
}

/** The pool's 15-minute closes (token0 in token1) since `since`, oldest first. */
async function poolHistory(env: CandlesEnv, pool: StablePool, since: number) {
  const chart = await pairChart(env, pool.address, { timeframe: "15m", candleType: "01", fromTimestamp: since, limit: PEG_HISTORY_DAYS * 96 });
  return (chart?.candles ?? []).map((candle) => ({ time: candle.time, token0In1: candle.close }));
}

/** The pools' deviations weighted by how much it takes to move each (its depth down), or equally without depths. */
function weightedDeviation(pools: PegPool[]): number | null {
  const quoted = pools.filter((pool) => pool.deviationBps !== null);
  if (quoted.length === 0) return null;
  const weights = quoted.map((pool) => pool.depthUsd.down ?? 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return quoted.reduce((sum, pool, index) => sum + pool.deviationBps! * weights[index]!, 0) / total;
}
