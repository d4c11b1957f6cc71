import { env, SELF } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { PulseResponse } from "../../../shared/schemas/token";
import type { BubbleMapResponse, Holder, HoldersResponse } from "../../../shared/schemas/token-holders";
import type { CreatorTokensResponse } from "../../../shared/schemas/token-lists";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { readCursor } from "../../../workers/db/indexed-blocks";
import { type CycleResult, ingestStep } from "../../../workers/ingest/ingest-step";
import { chainDriver } from "./chain-driver";
import { type ChainTrade, launchpadTrades } from "./recompute";

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const reader = chainReader(devnet.rpcUrl);
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0x4c1);
const [XENA, YURI, ZARA, WREN, NINA] = [addr(0x4a1), addr(0x4a2), addr(0x4a3), addr(0x4a4), addr(0x4a5)];
const SWAPPER = addr(0x45a);
const DEAD = "0x000000000000000000000000000000000000dead";
const v2Router = parseAbi(["function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])"]);
const erc20 = parseAbi([
  "function transfer(address to, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
]);
const refs = () => ({
  launchpad: contracts.launchpad!,
  v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
  v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
  usdt0: contracts.stablecoins![0]!.address,
});

async function ingestToHead() {
  const results: CycleResult[] = [];
  for (let step = 0; step < 500; step++) {
    const result = await ingestStep({ db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 }, 1000);
    results.push(result);
    if (result.kind === "idle") return results;
  }
  throw new Error("ingestion never reached the head");
}

async function get<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`http://app/api/v1/indexer${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
}

const call = (to: Address, data: Hex, block: number) => driver.rpc<Hex>("eth_call", [{ to, data }, `0x${block.toString(16)}`]).then((hex) => BigInt(hex));
const balanceOf = (token: Address, owner: string, block: number) =>
  call(token, encodeFunctionData({ abi: erc20, functionName: "balanceOf", args: [owner as Address] }), block);
const totalSupply = (token: Address, block: number) => call(token, encodeFunctionData({ abi: erc20, functionName: "totalSupply" }), block);
const transfer = (from: Address, token: Address, to: string, amount: bigint) =>
  driver.send({ from, to: token, data: encodeFunctionData({ abi: erc20, functionName: "transfer", args: [to as Address, amount] }) });

/** Every holder the API lists equals balanceOf at the indexed block, and the balances sum to totalSupply. */
async function expectChainBalances(token: Address) {
  const cursor = (await readCursor(env.DB))!.number;
  const { holders } = await get<HoldersResponse>(`/holders/${token}?limit=1000`);
  for (const holder of holders) expect(BigInt(holder.rawBalance), holder.holderAddress).toBe(await balanceOf(token, holder.holderAddress, cursor));
  expect(holders.reduce((sum, holder) => sum + BigInt(holder.rawBalance), 0n)).toBe(await totalSupply(token, cursor));
  return holders;
}

/** The average-cost account of one trader, worked out from the chain's trades and transfers out. */
function handWorked(trades: ChainTrade[], transferredOut: number) {
  let position = 0;
  let cost = 0;
  let realized = 0;
  for (const trade of trades) {
    const usd = trade.tokens * trade.priceUsd;
    if (trade.isBuy) {
      position += trade.tokens;
      cost += usd;
    } else {
      const average = cost / position;
      realized += usd - average * trade.tokens;
      cost -= average * trade.tokens;
      position -= trade.tokens;
    }
  }
  const average = cost / position;
  return { average, realized, cost: cost - average * transferredOut };
}

let clock = 0;
const mine = () => driver.mine(++clock);
let token: Address;

describe("holders, trader analytics and the bubble map on the devnet", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, XENA, YURI, ZARA, WREN, NINA, SWAPPER], 1000n);
    await driver.swapV2(SWAPPER, parseEther("3"));
    await mine();
    await driver.createToken(CREATOR, "HOLDR", parseEther("1"));
    token = await driver.createdToken((await mine())[0]!);
    await driver.buy(XENA, token, parseEther("10"));
    await driver.buy(YURI, token, parseEther("1"));
    await mine();
    await driver.buy(XENA, token, parseEther("20"));
    await mine();
    const held = await balanceOf(token, XENA, await driver.head());
    await driver.sell(XENA, token, (held * 2n) / 5n);
    await mine();
    await transfer(XENA, token, ZARA, held / 20n);
    await transfer(XENA, token, DEAD, held / 20n);
    // Nine tokens: a balance that sorts first as text and last as a number.
    await transfer(XENA, token, NINA, 9_000_000n);
    await mine();
    await transfer(ZARA, token, WREN, held / 40n);
    await transfer(ZARA, token, WREN, held / 80n);
    await mine();
    await ingestToHead();
  }, 120_000);

  it("lists every holder with its balanceOf at the indexed block; the balances sum to totalSupply", async () => {
    const holders = await expectChainBalances(token);
    const balances = holders.map((holder) => BigInt(holder.rawBalance));
    expect(balances).toEqual([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(holders.at(-1)!.holderAddress).toBe(NINA);
    const types = Object.fromEntries(holders.map((holder) => [holder.holderAddress, holder.holderType]));
    expect(types).toEqual({
      [contracts.launchpad!.toLowerCase()]: "bonding-curve",
      [CREATOR]: "creator",
      [XENA]: "whale",
      [YURI]: "holder",
      [ZARA]: "holder",
      [WREN]: "holder",
      [NINA]: "holder",
      [DEAD]: "burn",
    });
    // The curve and the dead address are not traders: no PnL. Every person has one.
    for (const holder of holders) {
      const person = holder.holderType !== "bonding-curve" && holder.holderType !== "burn";
      const pnl = [holder.totalPnl, holder.unrealizedPnl, holder.realizedPnl];
      expect(
        pnl.every((value) => (person ? typeof value === "number" : value === null)),
        holder.holderAddress,
      ).toBe(true);
    }
    const limited = await get<HoldersResponse>(`/holders/${token}?limit=2`);
    expect(limited).toMatchObject({ count: 2, limit: 2, tokenAddress: token.toLowerCase() });
    expect(limited.holders).toEqual(holders.slice(0, 2));
  });

  it("counts people, not the curve or burn addresses, as the pair's holders", async () => {
    const { pair } = await get<PairDetailResponse>(`/info/${token}`);
    expect(pair!.holdersCount).toBe(6);
  });

  it("measures the top-10 share over people only, against the supply in circulation: balanceOf of the ten largest people", async () => {
    const cursor = (await readCursor(env.DB))!.number;
    const people = [CREATOR, XENA, YURI, ZARA, WREN, NINA];
    const balances = await Promise.all(people.map((person) => balanceOf(token, person, cursor)));
    const topTen = [...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)).slice(0, 10);
    const circulating = (await totalSupply(token, cursor)) - (await balanceOf(token, DEAD, cursor));
    const expected = (Number(topTen.reduce((sum, balance) => sum + balance, 0n)) / Number(circulating)) * 100;
    // Most of the supply is still in the curve: the people hold a small share of it, not all of what people hold.
    expect(expected).toBeLessThan(20);
    const { top10Percentage } = await get<HoldersResponse>(`/holders/${token}?limit=3`);
    expect(top10Percentage).toBeCloseTo(expected, 9);
    const res = await SELF.fetch(`http://app/api/creator/${CREATOR}/tokens`);
    const { data } = await res.json<CreatorTokensResponse>();
    expect(data.find((entry) => entry.address === token.toLowerCase())!.top10HoldersPercentage).toBeCloseTo(expected / 100, 11);
  });

  it("buy, buy, partial sell, transfer out: the trader's average-cost account matches the hand-worked numbers", async () => {
    const trades = await launchpadTrades(driver, refs(), token);
    const xena = trades.filter((trade) => trade.trader === XENA);
    expect(xena.map((trade) => trade.isBuy)).toEqual([true, true, false]);
    const cursor = (await readCursor(env.DB))!.number;
    const balance = Number(await balanceOf(token, XENA, cursor)) / 1e6;
    const given = await Promise.all([ZARA, WREN, NINA, DEAD].map((to) => balanceOf(token, to, cursor)));
    const out = Number(given.reduce((sum, value) => sum + value, 0n)) / 1e6;
    const worked = handWorked(xena, out);
    const latest = trades.at(-1)!.priceUsd;
    const [buy1, buy2, sell] = xena as [ChainTrade, ChainTrade, ChainTrade];
    const { holders } = await get<HoldersResponse>(`/holders/${token}?limit=1000`);
    const entry = holders.find((holder) => holder.holderAddress === XENA)!;
    const close = (actual: number | null, expected: number) => expect(actual! / expected).toBeCloseTo(1, 9);
    expect(entry).toMatchObject({ tokenAddress: token.toLowerCase(), decimals: 6, tradeCount: 3 });
    expect(Number(entry.balance)).toBe(balance);
    close(entry.totalBought, buy1.tokens + buy2.tokens);
    close(entry.totalSold, sell.tokens);
    close(entry.totalVolumeBoughtUsd, buy1.tokens * buy1.priceUsd + buy2.tokens * buy2.priceUsd);
    close(entry.totalVolumeSoldUsd, sell.tokens * sell.priceUsd);
    close(entry.avgBuyPrice, (buy1.tokens * buy1.priceUsd + buy2.tokens * buy2.priceUsd) / (buy1.tokens + buy2.tokens));
    close(entry.avgSellPrice, sell.priceUsd);
    close(entry.avgBuyMcap, ((buy1.tokens * buy1.priceUsd + buy2.tokens * buy2.priceUsd) / (buy1.tokens + buy2.tokens)) * 1e9);
    close(entry.avgSellMcap, sell.priceUsd * 1e9);
    close(entry.latestPriceUsd, latest);
    close(entry.remainingBalanceUsd, balance * latest);
    // The share of the supply in circulation: what went to the dead address is out of it.
    const circulating = 1e9 - Number(await balanceOf(token, DEAD, cursor)) / 1e6;
    close(entry.remainingBalancePercentage, (balance / circulating) * 100);
    close(entry.realizedPnl, worked.realized);
    close(entry.unrealizedPnl, balance * latest - worked.cost);
    close(entry.totalPnl, worked.realized + balance * latest - worked.cost);
    // The tokens given away took their average cost with them: what is left is valued at that average.
    close(worked.cost / balance, worked.average);
  });

  it("draws the bubble map: shares of supply, USD values, types and the direct transfers between people", async () => {
    const map = await get<BubbleMapResponse>(`/bubble-map/${token}`);
    const { holders } = await get<HoldersResponse>(`/holders/${token}?limit=1000`);
    expect(map.holders.map((bubble) => bubble.holderAddress)).toEqual(holders.map((holder) => holder.holderAddress));
    // Shares of the supply in circulation: what went to the dead address is out of it.
    const circulating = Number(map.token!.circulatingSupply);
    expect(circulating).toBe(1e9 - Number(holders.find((holder) => holder.holderAddress === DEAD)!.balance));
    for (const [index, bubble] of map.holders.entries()) {
      const holder = holders[index] as Holder;
      expect(bubble.balance).toBe(holder.balance);
      expect(bubble.holderType).toBe(holder.holderType);
      expect(bubble.balancePercentage / ((Number(holder.balance) / circulating) * 100)).toBeCloseTo(1, 9);
      expect(bubble.balanceUsd! / (Number(holder.balance) * map.latestPriceUsd!)).toBeCloseTo(1, 9);
    }
    // Transfers to the dead address and trades with the curve are not links between people.
    expect(map.connections).toEqual([
      { source: ZARA, target: WREN, count: 2 },
      { source: XENA, target: ZARA, count: 1 },
      { source: XENA, target: NINA, count: 1 },
    ]);
    expect(map.token).toMatchObject({ address: token.toLowerCase(), symbol: "HOLDR", creatorAddress: CREATOR, tokenType: "launchpad" });
    expect(map.tokenAddress).toBe(token.toLowerCase());
    expect((await get<BubbleMapResponse>(`/bubble-map/${token}?limit=3`)).holders).toHaveLength(3);
  });

  it("answers a trader's analytics, swaps and daily PnL from the chain's trades", async () => {
    const trades = (await launchpadTrades(driver, refs(), token)).filter((trade) => trade.trader === XENA);
    const usd = (trade: ChainTrade) => trade.tokens * trade.priceUsd;
    const buys = trades.filter((trade) => trade.isBuy);
    const sells = trades.filter((trade) => !trade.isBuy);
    const { holders } = await get<HoldersResponse>(`/holders/${token}?limit=1000`);
    const realized = holders.find((holder) => holder.holderAddress === XENA)!.realizedPnl!;
    const report = await get<TraderResponse>(`/trader/${XENA}`);
    const { analytics } = report;
    const close = (actual: number | null, expected: number) => expect(actual! / expected).toBeCloseTo(1, 9);
    expect(analytics).toMatchObject({
      traderAddress: XENA,
      totalTrades: 3,
      totalBuys: 2,
      totalSells: 1,
      firstTradeTimestamp: trades[0]!.timestamp,
      lastTradeTimestamp: trades.at(-1)!.timestamp,
      uniquePairsTraded: 1,
      uniqueTokensTraded: 1,
      largeTrades: 0,
      largeTradesVolume: 0,
      winRate: realized > 0 ? 100 : 0,
      winLossRatio: realized > 0 ? null : 0,
    });
    const total = trades.reduce((sum, trade) => sum + usd(trade), 0);
    const bought = buys.reduce((sum, trade) => sum + usd(trade), 0);
    close(analytics.totalVolumeUsd, total);
    close(analytics.avgTradeSize, total / 3);
    close(analytics.avgBuySize, bought / 2);
    close(analytics.avgSellSize, usd(sells[0]!));
    close(analytics.netFlowUsd, bought - usd(sells[0]!));
    close(analytics.realizedPnlUsd, realized);
    expect(analytics.maxPriceImpact).toBeGreaterThan(0);
    // The trades are hours old: inside the day and the week, outside the last five minutes.
    expect(analytics.windows["7d"]).toEqual(analytics.windows["24h"]);
    expect(analytics.windows["24h"]).toMatchObject({ buys: 2, sells: 1 });
    close(analytics.windows["24h"].buyVolumeUsd, bought);
    expect(analytics.windows["5m"]).toEqual({ volumeUsd: 0, buys: 0, sells: 0, buyVolumeUsd: 0, sellVolumeUsd: 0 });

    expect(report.swaps.map((swap) => [swap.blockNumber, swap.isBuy])).toEqual(trades.map((trade) => [trade.block, trade.isBuy]).reverse());
    const days = [...new Set(trades.map((trade) => new Date(trade.timestamp * 1000).toISOString().slice(0, 10)))];
    expect(report.dailyPnl.map((day) => day.date)).toEqual(days);
    expect(report.dailyPnl[0]).toMatchObject({ timestamp: Date.parse(`${days[0]}T00:00:00Z`) / 1000, pnlRatio: null, pnlChange: null });
    expect(report.dailyPnl.reduce((sum, day) => sum + day.tradesCount, 0)).toBe(3);
    close(
      report.dailyPnl.reduce((sum, day) => sum + day.realizedPnlUsd, 0),
      realized,
    );
  });

  it("rolls holders and realized trades back with a reorg and converges to the chain", async () => {
    const before = await get<HoldersResponse>(`/holders/${token}?limit=1000`);
    const snapshot = await driver.snapshot();
    const ghost = addr(0x4f0);
    await driver.fund([ghost]);
    await driver.buy(ghost, token, parseEther("4"));
    await driver.sell(YURI, token, (await balanceOf(token, YURI, await driver.head())) / 2n);
    await mine();
    await transfer(XENA, token, ghost, 1_000_000n);
    await mine();
    await ingestToHead();
    await expectChainBalances(token);
    expect((await get<TraderResponse>(`/trader/${YURI}`)).analytics.totalSells).toBe(1);

    await driver.revert(snapshot);
    clock -= 2;
    await transfer(YURI, token, WREN, 5_000_000n);
    await mine();
    await mine();
    await mine();
    const results = await ingestToHead();
    expect(results.some((result) => result.kind === "rolled-back")).toBe(true);
    const after = await expectChainBalances(token);
    expect(after.some((holder) => holder.holderAddress === ghost)).toBe(false);
    const res = await SELF.fetch(`http://app/api/v1/indexer/trader/${ghost}`);
    expect(res.status).toBe(404);
    const yuri = await get<TraderResponse>(`/trader/${YURI}`);
    expect(yuri.analytics).toMatchObject({ totalSells: 0, realizedPnlUsd: 0, winRate: null });
    // Only the balances the new block moved differ from before the replaced blocks.
    const moved = new Set([YURI, WREN]);
    const unchanged = (list: HoldersResponse) => list.holders.filter((holder) => !moved.has(holder.holderAddress as Address));
    expect(unchanged({ ...before, holders: after })).toEqual(unchanged(before));
    const yuriBefore = before.holders.find((holder) => holder.holderAddress === YURI)!;
    const yuriAfter = after.find((holder) => holder.holderAddress === YURI)!;
    expect(BigInt(yuriAfter.rawBalance)).toBe(BigInt(yuriBefore.rawBalance) - 5_000_000n);
    expect({ ...yuriAfter, balance: "", rawBalance: "", remainingBalanceUsd: 0, remainingBalancePercentage: 0, unrealizedPnl: 0, totalPnl: 0 }).toEqual({
      ...yuriBefore,
      balance: "",
      rawBalance: "",
      remainingBalanceUsd: 0,
      remainingBalancePercentage: 0,
      unrealizedPnl: 0,
      totalPnl: 0,
    });
  });

  it("follows a token through bonding: its V2 pair is labelled, the burned rest leaves the supply, V2 trades count", async () => {
    const whale = addr(0x4e1);
    await driver.fund([whale], 2000n);
    await driver.createToken(CREATOR, "BONDR", 0n);
    const bonded = await driver.createdToken((await mine())[0]!);
    await driver.buy(whale, bonded, parseEther("1000"));
    await mine();
    await driver.completeBonding(whale, bonded);
    await mine();
    await driver.send({
      from: whale,
      to: contracts.v2Router as Address,
      value: parseEther("10"),
      data: encodeFunctionData({ abi: v2Router, functionName: "swapExactETHForTokens", args: [0n, [WHYPE_ADDRESS, bonded], whale, 2n ** 40n] }),
    });
    await mine();
    await ingestToHead();

    const holders = await expectChainBalances(bonded);
    const cursor = (await readCursor(env.DB))!.number;
    expect(await totalSupply(bonded, cursor)).toBeLessThan(10n ** 15n);
    const pair = (await get<PulseResponse>("/pulse")).tokens.find((token) => token.address === bonded.toLowerCase())!.pairCreated!;
    expect(Object.fromEntries(holders.map((holder) => [holder.holderAddress, holder.holderType]))).toEqual({ [whale]: "whale", [pair]: "pair" });
    // The pair is a market, not a trader with a profit.
    expect(holders.find((holder) => holder.holderAddress === pair)).toMatchObject({ totalPnl: null, unrealizedPnl: null, realizedPnl: null });
    expect((await get<PairDetailResponse>(`/info/${bonded}`)).pair!.holdersCount).toBe(1);
    const curveBuy = (await launchpadTrades(driver, refs(), bonded)).find((trade) => trade.trader === whale)!;
    const entry = holders.find((holder) => holder.holderAddress === whale)!;
    expect(entry.tradeCount).toBe(2);
    expect(entry.totalSold).toBe(0);
    // Everything the whale holds it bought: on the curve, then on the pair.
    expect(entry.totalBought / Number(entry.balance)).toBeCloseTo(1, 9);
    expect(entry.totalBought).toBeGreaterThan(curveBuy.tokens);
  });
});
