import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address, Hex } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../devnet/anvil";
import { compileContracts } from "../../devnet/contracts/compile";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { simChain } from "../../devnet/simulator/sim-chain";
import { simulateHistory } from "../../devnet/simulator/simulate";
import { installWhype } from "../../devnet/whype";
import { freePort } from "./free-port";

const GENESIS = 1_790_000_000;
const DAY = 86_400;
const DEPLOYER = "0x000000000000000000000000000000000000de91" as Address;
const SIZE = { creators: 16, traders: 300 };

type Log = { address: string; topics: string[]; data: string; blockNumber: string };

/** A fresh chain with the market of `seed` written into one day of history; answers every log and the stats. */
async function marketOn(seed: string, anvils: Anvil[], dirs: string[]) {
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
  const stats = await simulateHistory(chain, {
    seed,
    launchpad,
    launchpadAbi: compileContracts().LiquidLaunch!.abi,
    from: clock,
    to: GENESIS + DAY,
    size: SIZE,
  });
  const logs = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address: launchpad }])) as Log[];
  const failed = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest" }])) as Log[];
  return { chain, stats, logs, allLogs: failed, latest: await chain.latestTimestamp() };
}

describe("market history", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("writes a day of launches and trades in the past, every transaction succeeding", async () => {
    const { chain, stats, logs, latest } = await marketOn("lqscan-test", anvils, dirs);
    expect(stats.launches).toBeGreaterThan(3);
    expect(stats.trades).toBeGreaterThan(100);
    expect(latest).toBeLessThanOrEqual(GENESIS + DAY);
    // One launchpad event per planned action (launch: TokenCreated + the creator's buy; bond: two more).
    const created = logs.filter((log) => log.topics[0] === logs[0]?.topics[0]);
    expect(created).toHaveLength(stats.launches);
    const blocks = Number(await chain.call("eth_blockNumber"));
    const receipts = (await Promise.all(
      Array.from({ length: blocks }, (_, n) => chain.call("eth_getBlockReceipts", [`0x${(n + 1).toString(16)}`])),
    )) as { status: Hex }[][];
    expect(receipts.flat().filter((receipt) => receipt.status !== "0x1")).toEqual([]);
  });

  it("repeats exactly for the same seed", async () => {
    const first = await marketOn("same-seed", anvils, dirs);
    const second = await marketOn("same-seed", anvils, dirs);
    expect(second.stats).toEqual(first.stats);
    expect(second.allLogs.map(({ address, topics, data, blockNumber }) => [address, topics, data, blockNumber])).toEqual(
      first.allLogs.map(({ address, topics, data, blockNumber }) => [address, topics, data, blockNumber]),
    );
  });
});
