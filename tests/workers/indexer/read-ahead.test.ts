import { env, SELF } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { HoldersResponse } from "../../../shared/schemas/holders";
import { type ChainReader, chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { type IngestDeps, ingestStep, type ReadAhead, readCursor } from "../../../workers/ingest/ingest-step";
import { nextRangeBlocks } from "../../../workers/ingest/range-size";
import { chainDriver } from "./chain-driver";
import { chainCandles, launchpadTrades } from "./recompute";

// While backfilling, the indexer reads the next range while it writes the current one. This file indexes
// a chain as the alarm loop does (ranges sized by their logs, each step handed the range read ahead) and
// checks that every block was read once and nothing was lost at the ranges' seams.
const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0x7c1);
const [ADA, BEN, CAL] = [addr(0x7a1), addr(0x7a2), addr(0x7a3)];
const erc20 = parseAbi([
  "function transfer(address to, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
]);

/** The market-log reads (no address filter): one per range read. */
const rangesRead: { from: number; to: number }[] = [];
const base = chainReader(devnet.rpcUrl);
const reader: ChainReader = {
  ...base,
  logs: (from, to, filter) => {
    if (filter.address === undefined) rangesRead.push({ from, to });
    return base.logs(from, to, filter);
  },
};
const deps: IngestDeps = { db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 };

let clock = 0;
const mine = () => {
  clock += 13;
  return driver.mine(clock);
};
let early: Address;
let late: Address;
let steps = 0;

const call = (to: Address, data: Hex, block: number) => driver.rpc<Hex>("eth_call", [{ to, data }, `0x${block.toString(16)}`]).then((hex) => BigInt(hex));

describe("reading the next range while one is written", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, ADA, BEN, CAL], 1000n);
    await driver.createToken(CREATOR, "EARLY", parseEther("1"));
    early = await driver.createdToken((await mine())[0]!);
    for (let k = 0; k < 40; k++) {
      await driver.buy(k % 2 === 0 ? ADA : BEN, early, parseEther(String(1 + (k % 3))));
      if (k === 20) await driver.createToken(CREATOR, "LATE", 0n);
      const hashes = await mine();
      if (k === 20) late = await driver.createdToken(hashes.at(-1)!);
      // The late token trades and moves from the very next blocks: those fall in ranges read ahead.
      if (k > 20) await driver.buy(CAL, late, parseEther("2"));
      if (k > 22 && k % 4 === 0)
        await driver.send({ from: CAL, to: late, data: encodeFunctionData({ abi: erc20, functionName: "transfer", args: [ADA, 1_000_000n] }) });
    }
    await mine();

    // As the alarm loop does: the next size from what the range's logs weighed, the read-ahead handed on.
    let rangeBlocks = 2;
    let readAhead: ReadAhead | null = null;
    for (; steps < 500; steps++) {
      const result = await ingestStep(deps, rangeBlocks, readAhead);
      if (result.kind === "idle") break;
      if (result.kind !== "ingested") throw new Error(`unexpected ${result.kind}`);
      readAhead = result.readAhead;
      rangeBlocks = nextRangeBlocks(result.cursor - result.from + 1, result.logBytes);
    }
  }, 120_000);

  it("reads every block once, in ranges that follow each other", async () => {
    const head = await driver.head();
    expect(steps).toBeGreaterThan(4);
    expect(rangesRead[0]!.from).toBe(0);
    expect(rangesRead.at(-1)!.to).toBe(head);
    rangesRead.forEach((range, index) => {
      if (index > 0) expect(range.from, `range ${index}`).toBe(rangesRead[index - 1]!.to + 1);
    });
    expect((await readCursor(env.DB))!.number).toBe(head);
  });

  it("charts every trade of a token traded across all the ranges, as recomputed from its logs", async () => {
    const trades = await launchpadTrades(
      driver,
      {
        launchpad: contracts.launchpad!,
        v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
        v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
        usdt0: contracts.stablecoins![0]!.address,
      },
      early,
    );
    expect(trades.length).toBe(41);
    const res = await SELF.fetch(`http://app/api/v1/indexer/chart/${early}?timeframe=1m&candleType=01&limit=5000`);
    const chart = await res.json<ChartResponse>();
    const expected = chainCandles(trades, 60, (trade) => ({ price: trade.price, volume: trade.tokens }));
    expect(chart.candles.map((candle) => candle.time)).toEqual(expected.map((candle) => candle.time));
    chart.candles.forEach((candle, index) => {
      expect(candle.close / expected[index]!.close).toBeCloseTo(1, 9);
      expect(candle.volume / expected[index]!.volume).toBeCloseTo(1, 9);
    });
  });

  it("follows the transfers of a token launched in the range before the one read ahead: its holders are its balances", async () => {
    const cursor = (await readCursor(env.DB))!.number;
    const res = await SELF.fetch(`http://app/api/v1/indexer/holders/${late}?limit=1000`);
    const { holders } = await res.json<HoldersResponse>();
    const balance = (owner: string) => call(late, encodeFunctionData({ abi: erc20, functionName: "balanceOf", args: [owner as Address] }), cursor);
    expect(holders.map((holder) => holder.holderAddress)).toEqual(expect.arrayContaining([CAL.toLowerCase(), ADA.toLowerCase()]));
    for (const holder of holders) expect(BigInt(holder.rawBalance), holder.holderAddress).toBe(await balance(holder.holderAddress));
    const supply = await call(late, encodeFunctionData({ abi: erc20, functionName: "totalSupply" }), cursor);
    expect(holders.reduce((sum, holder) => sum + BigInt(holder.rawBalance), 0n)).toBe(supply);
  });
});
