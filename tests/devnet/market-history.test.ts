import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeEventTopics, type Abi, type Address, type Hex } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../devnet/anvil";
import { compileContracts } from "../../devnet/contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { simChain } from "../../devnet/simulator/sim-chain";
import { simulateHistory } from "../../devnet/simulator/simulate";
import { installWhype } from "../../devnet/whype";
import { freePort } from "./free-port";

const GENESIS = 1_790_000_000;
const HOURS = 12;
const DEPLOYER = "0x000000000000000000000000000000000000de91" as Address;
const SIZE = { creators: 16, traders: 300 };

export type Log = { address: Address; topics: Hex[]; data: Hex; blockNumber: Hex; transactionHash: Hex };

export const topic = (abi: Abi, eventName: string) => encodeEventTopics({ abi, eventName } as never)[0] as Hex;
const LAUNCHPAD_ABI = compileContracts().LiquidLaunch!.abi;
export const TOPICS = {
  tokenCreated: topic(LAUNCHPAD_ABI, "TokenCreated"),
  tokensPurchased: topic(LAUNCHPAD_ABI, "TokensPurchased"),
  tokenBonded: topic(LAUNCHPAD_ABI, "TokenBonded"),
  pairCreated: topic(A.v2Factory.abi, "PairCreated"),
  v2Mint: topic(A.v2Pair.abi, "Mint"),
  v2Burn: topic(A.v2Pair.abi, "Burn"),
  v2Swap: topic(A.v2Pair.abi, "Swap"),
  v3Swap: topic(A.v3Pool.abi, "Swap"),
  increaseLiquidity: topic(A.v3PositionManager.abi, "IncreaseLiquidity"),
  decreaseLiquidity: topic(A.v3PositionManager.abi, "DecreaseLiquidity"),
  collect: topic(A.v3PositionManager.abi, "Collect"),
};

/** A fresh chain with the market of `seed` written into half a day of history; answers every log and the stats. */
export async function marketOn(seed: string, anvils: Anvil[], dirs: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "market-"));
  dirs.push(dir);
  const anvil = await startAnvil({ port: await freePort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: GENESIS });
  anvils.push(anvil);
  const chain = simChain(anvil.rpcUrl);
  let clock = GENESIS;
  await chain.impersonateEveryone();
  await installWhype(anvil.rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => (clock += 2));
  const launchpad = await deployLaunchpad(chain, { deployer: DEPLOYER, v2Router: hyperswap.v2Router, feeRecipient: DEPLOYER, blockTime: (clock += 2) });
  const { stats, market } = await simulateHistory(chain, {
    seed,
    deployer: DEPLOYER,
    launchpad,
    launchpadAbi: LAUNCHPAD_ABI,
    hyperswap,
    from: clock,
    to: GENESIS + HOURS * 3600,
    size: SIZE,
  });
  const logs = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest" }])) as Log[];
  return { chain, hyperswap, launchpad, market, stats, logs, latest: await chain.latestTimestamp() };
}

describe("market history", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];
  let first: Awaited<ReturnType<typeof marketOn>>;

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("writes launches and trades in the past, every transaction succeeding", async () => {
    first = await marketOn("same-seed", anvils, dirs);
    const { chain, stats, logs, latest, launchpad } = first;
    expect(stats.launches).toBeGreaterThan(3);
    expect(stats.trades).toBeGreaterThan(100);
    expect(latest).toBeLessThanOrEqual(GENESIS + HOURS * 3600);
    const created = logs.filter((log) => log.address.toLowerCase() === launchpad.toLowerCase() && log.topics[0] === TOPICS.tokenCreated);
    expect(created).toHaveLength(stats.launches);
    const blocks = Number(await chain.call("eth_blockNumber"));
    const receipts = (await Promise.all(
      Array.from({ length: blocks }, (_, n) => chain.call("eth_getBlockReceipts", [`0x${(n + 1).toString(16)}`])),
    )) as { status: Hex; transactionHash: Hex }[][];
    expect(receipts.flat().filter((receipt) => receipt.status !== "0x1")).toEqual([]);
  }, 120_000);

  it("adds and removes liquidity on V2 pairs and V3 positions of the established tokens", () => {
    const { logs, market, hyperswap } = first;
    const established = market.dex.established.map((token) => token.address.toLowerCase());
    const count = (topic0: Hex, address?: string) => logs.filter((log) => log.topics[0] === topic0 && (!address || log.address.toLowerCase() === address.toLowerCase())).length;
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
  });

  it("repeats exactly for the same seed", async () => {
    const second = await marketOn("same-seed", anvils, dirs);
    expect(second.stats).toEqual(first.stats);
    const comparable = (logs: Log[]) => logs.map(({ address, topics, data, blockNumber }) => [address, topics, data, blockNumber]);
    expect(comparable(second.logs)).toEqual(comparable(first.logs));
  }, 120_000);
});
