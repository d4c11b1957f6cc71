import { rmSync } from "node:fs";
import { type Address, decodeEventLog, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Anvil } from "../../devnet/anvil";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { GENESIS, HOURS, type Log, marketOn, PLANTED_DEPEG_EPISODE, TOPICS } from "./market-chain";

describe("market history", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];
  let first: Awaited<ReturnType<typeof marketOn>>;

  // One market for the tests that read it, written before any of them: each stands alone, in any order.
  beforeAll(async () => {
    first = await marketOn("same-seed", anvils, dirs);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("writes launches and trades in the past, every transaction succeeding", async () => {
    const { chain, stats, logs, latest, launchpad } = first;
    expect(stats.launches).toBeGreaterThan(3);
    expect(stats.trades).toBeGreaterThan(100);
    expect(latest).toBeLessThanOrEqual(GENESIS + HOURS * 3600);
    const created = logs.filter((log) => log.address.toLowerCase() === launchpad.toLowerCase() && log.topics[0] === TOPICS.tokenCreated);
    expect(created).toHaveLength(stats.launches);
    const blocks = Number(await chain.call("eth_blockNumber"));
    const receipts = (await Promise.all(Array.from({ length: blocks }, (_, n) => chain.call("eth_getBlockReceipts", [`0x${(n + 1).toString(16)}`])))) as {
      status: Hex;
      transactionHash: Hex;
    }[][];
    expect(receipts.flat().filter((receipt) => receipt.status !== "0x1")).toEqual([]);
  }, 120_000);

  it("adds and removes liquidity on V2 pairs and V3 positions of the established tokens", () => {
    const { logs, market, hyperswap } = first;
    const established = market.dex.established.map((token) => token.address.toLowerCase());
    const count = (topic0: Hex, address?: string) =>
      logs.filter((log) => log.topics[0] === topic0 && (!address || log.address.toLowerCase() === address.toLowerCase())).length;
    // Pairs of the established tokens: the ones PairCreated names with one of them.
    const pairs = logs
      .filter((log) => log.topics[0] === TOPICS.pairCreated && log.topics.slice(1, 3).some((t) => established.includes(`0x${t.slice(-40)}`)))
      .map((log) => `0x${log.data.slice(26, 66)}`);
    expect(pairs).toHaveLength(2);
    const pairLogs = (topic0: Hex) => pairs.reduce((sum, pair) => sum + count(topic0, pair), 0);
    // One Mint per pair for its seeding, then the providers' adds; Burn only from removals.
    expect(pairLogs(TOPICS.v2Mint)).toBeGreaterThan(2);
    expect(pairLogs(TOPICS.v2Burn)).toBeGreaterThan(0);
    expect(pairLogs(TOPICS.v2Swap)).toBeGreaterThan(10);
    // Reference and seeding positions are 4; providers mint more, then decrease and collect them.
    expect(count(TOPICS.increaseLiquidity, hyperswap.v3PositionManager)).toBeGreaterThan(4);
    expect(count(TOPICS.decreaseLiquidity, hyperswap.v3PositionManager)).toBeGreaterThan(0);
    expect(count(TOPICS.collect, hyperswap.v3PositionManager)).toBeGreaterThan(0);
  });

  it("moves HYPE's reference price and the USDC/USDT0 peg with swaps on the reference pools", () => {
    const { logs, hyperswap } = first;
    const swaps = (pool: Address, topic0: Hex) => logs.filter((log) => log.address.toLowerCase() === pool.toLowerCase() && log.topics[0] === topic0);
    expect(swaps(hyperswap.referencePools.v2WhypeUsdt0, TOPICS.v2Swap).length).toBeGreaterThan(10);
    expect(swaps(hyperswap.referencePools.v3WhypeUsdt0, TOPICS.v3Swap).length).toBeGreaterThan(10);
    expect(swaps(hyperswap.referencePools.v3UsdcUsdt0, TOPICS.v3Swap).length).toBeGreaterThan(0);

    // Prices after each swap: HYPE wanders around its $38 opening, the stables stay near their peg.
    const usdt0 = hyperswap.stablecoins[0]!.address.toLowerCase();
    const pricesAfter = (pool: Address, scale: (raw: number) => number) =>
      swaps(pool, TOPICS.v3Swap).map((log) => {
        const { args } = decodeEventLog({ abi: A.v3Pool.abi, data: log.data, topics: log.topics as [Hex, ...Hex[]] }) as unknown as {
          args: { sqrtPriceX96: bigint };
        };
        return scale((Number(args.sqrtPriceX96) / 2 ** 96) ** 2);
      });
    // WHYPE (18 decimals) sorts below or above USDT0 (6): USD per HYPE either way.
    const hype = pricesAfter(hyperswap.referencePools.v3WhypeUsdt0, (raw) => (WHYPE_ADDRESS.toLowerCase() < usdt0 ? raw * 1e12 : 1e12 / raw));
    expect(Math.min(...hype)).toBeGreaterThan(38 * 0.88);
    expect(Math.max(...hype)).toBeLessThan(38 * 1.12);
    expect(Math.max(...hype) / Math.min(...hype)).toBeGreaterThan(1.005);
    const peg = pricesAfter(hyperswap.referencePools.v3UsdcUsdt0, (raw) => raw);
    expect(Math.min(...peg)).toBeGreaterThan(0.99);
    expect(Math.max(...peg)).toBeLessThan(1.01);
  });

  it("steers USDC through the planted depeg: near 40 bps below in its middle hour", async () => {
    const { chain, logs, hyperswap } = first;
    const { start, duration, depth } = PLANTED_DEPEG_EPISODE;
    const pool = hyperswap.referencePools.v3UsdcUsdt0.toLowerCase();
    const swaps = logs.filter((log) => log.address.toLowerCase() === pool && log.topics[0] === TOPICS.v3Swap);
    const middle: number[] = [];
    for (const log of swaps) {
      const { timestamp } = (await chain.call("eth_getBlockByNumber", [log.blockNumber, false])) as { timestamp: Hex };
      const time = Number(timestamp);
      if (time < start + duration / 4 || time > start + (3 * duration) / 4) continue;
      const { args } = decodeEventLog({ abi: A.v3Pool.abi, data: log.data, topics: log.topics as [Hex, ...Hex[]] }) as unknown as {
        args: { sqrtPriceX96: bigint };
      };
      middle.push((Number(args.sqrtPriceX96) / 2 ** 96) ** 2);
    }
    // USDC sorts first or second against USDT0: its price is the raw price or its inverse.
    const usdcIsToken0 = hyperswap.stablecoins[1]!.address.toLowerCase() < hyperswap.stablecoins[0]!.address.toLowerCase();
    const offBps = middle.map((raw) => ((usdcIsToken0 ? raw : 1 / raw) - 1) * 10_000);
    expect(offBps.length).toBeGreaterThan(1);
    expect(Math.min(...offBps)).toBeLessThan(depth * 10_000 * 0.8);
    expect(Math.max(...offBps)).toBeLessThan(depth * 10_000 * 0.5);
  });

  it("repeats exactly for the same seed", async () => {
    const second = await marketOn("same-seed", anvils, dirs);
    expect(second.stats).toEqual(first.stats);
    const comparable = (logs: Log[]) => logs.map(({ address, topics, data, blockNumber }) => [address, topics, data, blockNumber]);
    expect(comparable(second.logs)).toEqual(comparable(first.logs));
  }, 120_000);
});
