import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { type Abi, type Address, decodeEventLog, decodeFunctionResult, encodeEventTopics, encodeFunctionData, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { compileContracts } from "../../devnet/contracts/compile";
import { DEPLOYER } from "../../devnet/deployer";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { AAVE_ARTIFACTS as A } from "../../devnet/lending/artifacts";
import { deployLending, priceFeedArtifact } from "../../devnet/lending/deploy";
import { simAddress } from "../../devnet/simulator/population";
import { type SimChain, simChain } from "../../devnet/simulator/sim-chain";
import { simulateHistory } from "../../devnet/simulator/simulate";
import { installWhype } from "../../devnet/whype";
import type { LendingContracts } from "../../shared/lending/contracts";

const GENESIS = 1_790_000_000;
const HOURS = 12;
const SEED = "lending-history";
type Log = { address: Address; topics: [Hex, ...Hex[]]; data: Hex; blockNumber: Hex };

// Half a day of the simulated market with HyperLend in it, read back through the pool's own events and views.
describe("HyperLend in the simulated history", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  let lending: LendingContracts;
  let poolLogs: Log[];
  let feedLogs: Log[];
  let whypeFeed: Address;

  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"]);
    return decodeFunctionResult({ abi, functionName, data: data as Hex }) as T;
  }
  const events = (logs: Log[], abi: Abi) =>
    logs.map((log) => decodeEventLog({ abi, ...log, strict: false }) as unknown as { eventName: string; args: Record<string, unknown> });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "lending-history-"));
    anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: GENESIS });
    chain = simChain(anvil.rpcUrl);
    const clock = new BlockClock(GENESIS);
    await chain.impersonateEveryone();
    await installWhype(anvil.rpcUrl);
    const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
    const launchpadAbi = compileContracts().LiquidLaunch!.abi;
    const launchpad = await deployLaunchpad(chain, { deployer: DEPLOYER, v2Router: hyperswap.v2Router, feeRecipient: DEPLOYER, blockTime: clock.advance(2) });
    const deployed = await deployLending(chain, { deployer: DEPLOYER, hyperswap, blockTime: () => clock.advance(2) });
    lending = deployed.contracts;
    whypeFeed = deployed.devnet.feeds.WHYPE as Address;
    await simulateHistory(chain, {
      seed: SEED,
      deployer: DEPLOYER,
      launchpad,
      launchpadAbi,
      hyperswap,
      lending: deployed,
      from: clock.now,
      to: GENESIS + HOURS * 3600,
      size: { creators: 8, traders: 100 },
    });
    poolLogs = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address: lending.pool }])) as Log[];
    const [answerUpdated] = encodeEventTopics({ abi: priceFeedArtifact().abi, eventName: "AnswerUpdated" });
    feedLogs = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address: whypeFeed, topics: [answerUpdated] }])) as Log[];
  }, 600_000);

  afterAll(async () => {
    await anvil?.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds supplies, borrows, repays and withdrawals on every reserve the agents use", () => {
    const count = (name: string) => events(poolLogs, A.pool.abi).filter((event) => event.eventName === name).length;
    expect(count("Supply")).toBeGreaterThan(30);
    expect(count("Borrow")).toBeGreaterThan(30);
    expect(count("Repay")).toBeGreaterThan(0);
    expect(count("Withdraw")).toBeGreaterThan(0);
    const borrowed = new Set(events(poolLogs, A.pool.abi).flatMap((event) => (event.eventName === "Borrow" ? [String(event.args.reserve).toLowerCase()] : [])));
    const symbols = lending.reserves.filter((reserve) => borrowed.has(reserve.underlying.toLowerCase())).map((reserve) => reserve.symbol);
    expect(symbols).toEqual(["WHYPE", "USDT0", "USDC"]);
  });

  it("moves the WHYPE feed with the reference pool, down as far as the whale's dump", () => {
    const answers = events(feedLogs, priceFeedArtifact().abi).map((event) => Number(event.args.current) / 1e8);
    expect(answers.length).toBeGreaterThan(5);
    expect(Math.min(...answers)).toBeLessThan(38 * 0.93);
  });

  it("holds real liquidations by the liquidator agent, each repaying debt and seizing collateral", () => {
    const liquidations = events(poolLogs, A.pool.abi).filter((event) => event.eventName === "LiquidationCall");
    expect(liquidations.length).toBeGreaterThanOrEqual(3);
    for (const { args } of liquidations) {
      expect(args.liquidator).toBe(simAddress(SEED, "lending-liquidator", 0));
      expect(args.debtToCover as bigint).toBeGreaterThan(0n);
      expect(args.liquidatedCollateralAmount as bigint).toBeGreaterThan(0n);
    }
  });

  it("ends with positions close to liquidation: health factors between 1 and 1.1", async () => {
    const borrowers = [...new Set(events(poolLogs, A.pool.abi).flatMap((event) => (event.eventName === "Borrow" ? [event.args.onBehalfOf as Address] : [])))];
    const health = await Promise.all(
      borrowers.map(async (user) => (await read<readonly bigint[]>(A.pool.abi, lending.pool as Address, "getUserAccountData", [user]))[5]!),
    );
    const atRisk = health.filter((factor) => factor >= 10n ** 18n && factor < 11n * 10n ** 17n);
    expect(atRisk.length).toBeGreaterThanOrEqual(3);
  });
});
