import { rmSync } from "node:fs";
import type { Address, Hex } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import type { Anvil } from "../../devnet/anvil";
import { LIVE, liveMarket } from "../../devnet/simulator/live";
import type { SimChain } from "../../devnet/simulator/sim-chain";
import { type Log, marketOn, TOPICS } from "./market-chain";

type Block = { transactions: Hex[] };

/** Mines `blocks` one-second blocks after `from`, each holding what the live market sends for it; stops early once `done` says so. */
async function mineLive(chain: SimChain, live: ReturnType<typeof liveMarket>, from: number, blocks: number, done: () => Promise<boolean> = async () => false) {
  let mined = 0;
  for (let t = from + 1; mined < blocks; t++, mined++) {
    await live.tick(t);
    await chain.mineAt(t);
    if (mined % 20 === 19 && (await done())) break;
  }
}

const logsSince = async (chain: SimChain, block: number) =>
  (await chain.call("eth_getLogs", [{ fromBlock: `0x${block.toString(16)}`, toBlock: "latest" }])) as Log[];

describe("live market", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("launches tokens and trades them every few blocks, a handful of transactions a block, all succeeding", async () => {
    const { chain, market, latest } = await marketOn("live-seed", anvils, dirs, 2);
    const firstLive = Number(await chain.call("eth_blockNumber")) + 1;
    const live = liveMarket(chain, market, latest, { launchEverySeconds: 2 });
    await mineLive(chain, live, latest, 40);

    const logs = await logsSince(chain, firstLive);
    expect(logs.filter((log) => log.topics[0] === TOPICS.tokenCreated).length).toBeGreaterThan(3);
    expect(logs.filter((log) => log.topics[0] === TOPICS.tokensPurchased).length).toBeGreaterThan(3);
    const lastBlock = Number(await chain.call("eth_blockNumber"));
    const blocks = (await Promise.all(
      Array.from({ length: lastBlock - firstLive + 1 }, (_, i) => chain.call("eth_getBlockByNumber", [`0x${(firstLive + i).toString(16)}`, false])),
    )) as Block[];
    expect(blocks).toHaveLength(40);
    expect(Math.max(...blocks.map((block) => block.transactions.length))).toBeLessThanOrEqual(LIVE.maxPerBlock);
    expect(blocks.filter((block) => block.transactions.length > 0).length).toBeGreaterThan(20);
    const receipts = (await Promise.all(blocks.map((_, i) => chain.call("eth_getBlockReceipts", [`0x${(firstLive + i).toString(16)}`])))) as {
      status: Hex;
    }[][];
    expect(receipts.flat().filter((receipt) => receipt.status !== "0x1")).toEqual([]);
  }, 120_000);

  it("graduates a runner live, and its bonded token then trades on its HyperSwap V2 pair", async () => {
    const { chain, market, latest } = await marketOn("runner-seed", anvils, dirs, 1);
    const firstLive = Number(await chain.call("eth_blockNumber")) + 1;
    // Every live token a runner, one launch a minute.
    const live = liveMarket(chain, market, latest, { launchEverySeconds: 60, scale: { ...LIVE.scale, runnerChance: 1 } });
    const bondedPairSwaps = async () => {
      const logs = await logsSince(chain, firstLive);
      const bonded = new Set(logs.filter((log) => log.topics[0] === TOPICS.tokenBonded).map((log) => `0x${log.topics[1]!.slice(-40)}`));
      const pairs = logs
        .filter((log) => log.topics[0] === TOPICS.pairCreated && log.topics.slice(1, 3).some((t) => bonded.has(`0x${t.slice(-40)}`)))
        .map((log) => `0x${log.data.slice(26, 66)}` as Address);
      return { bonded, pairs, swaps: logs.filter((log) => log.topics[0] === TOPICS.v2Swap && pairs.includes(log.address.toLowerCase() as Address)) };
    };
    await mineLive(chain, live, latest, 900, async () => (await bondedPairSwaps()).swaps.length > 0);

    const { bonded, pairs, swaps } = await bondedPairSwaps();
    expect(bonded.size).toBeGreaterThan(0);
    expect(pairs.length).toBe(bonded.size);
    expect(swaps.length).toBeGreaterThan(0);
    expect(live.stats.byKind["v2-buy"] ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
