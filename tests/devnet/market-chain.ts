import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { type Abi, type Address, encodeEventTopics, type Hex } from "viem";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { compileContracts } from "../../devnet/contracts/compile";
import { DEPLOYER } from "../../devnet/deployer";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { simChain } from "../../devnet/simulator/sim-chain";
import { simulateHistory } from "../../devnet/simulator/simulate";
import { installWhype } from "../../devnet/whype";

// A devnet with a simulated market for the simulator's tests.

export const GENESIS = 1_790_000_000;
export const HOURS = 12;
const SIZE = { creators: 16, traders: 300 };
/** A depeg planted in the market's USDC, as the devnet plants one (devnet/planted/stable-depeg.ts): 40 bps below, hours 6 to 8. */
export const PLANTED_DEPEG_EPISODE = { start: GENESIS + 6 * 3600, duration: 2 * 3600, depth: -0.004 };

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

/** A fresh chain with the market of `seed` written into `hours` of history (half a day by default); answers every log and the stats. */
export async function marketOn(seed: string, anvils: Anvil[], dirs: string[], hours = HOURS) {
  const dir = mkdtempSync(join(tmpdir(), "market-"));
  dirs.push(dir);
  const anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: GENESIS });
  anvils.push(anvil);
  const chain = simChain(anvil.rpcUrl);
  const clock = new BlockClock(GENESIS);
  await chain.impersonateEveryone();
  await installWhype(anvil.rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
  const launchpad = await deployLaunchpad(chain, { deployer: DEPLOYER, v2Router: hyperswap.v2Router, feeRecipient: DEPLOYER, blockTime: clock.advance(2) });
  const { stats, market } = await simulateHistory(chain, {
    seed,
    deployer: DEPLOYER,
    launchpad,
    launchpadAbi: LAUNCHPAD_ABI,
    hyperswap,
    from: clock.now,
    to: GENESIS + hours * 3600,
    size: SIZE,
    plantedDepegs: [PLANTED_DEPEG_EPISODE],
  });
  const logs = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest" }])) as Log[];
  return { chain, hyperswap, launchpad, market, stats, logs, latest: await chain.latestTimestamp() };
}
