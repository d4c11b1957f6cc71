import { env, SELF } from "cloudflare:test";
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { TokenListResponse } from "../../../shared/schemas/markets";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { PairFeedServerMessage } from "../../../shared/schemas/pair-feed";
import type { SearchResponse } from "../../../shared/schemas/search";
import type { CreatorTokensResponse } from "../../../shared/schemas/token-lists";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { publishLive } from "../../../workers/live/publish";
import { chainDriver } from "./chain-driver";
import { launchpadTrades } from "./recompute";

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0xc9);
const TRADER = addr(0xd1);
const WHALE = addr(0xd2);
const clock = new BlockClock(devnet.deployedAt);
const views = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function totalSupply() view returns (uint256)",
  "function getPair(address tokenA, address tokenB) view returns (address)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])",
]);

async function view<T>(
  to: string,
  functionName: "getReserves" | "totalSupply" | "getPair",
  args: readonly unknown[],
  block: Hex | "latest" = "latest",
): Promise<T> {
  const data = encodeFunctionData({ abi: views, functionName, args } as Parameters<typeof encodeFunctionData>[0]);
  const answer = await driver.rpc<Hex>("eth_call", [{ to, data }, block]);
  return decodeFunctionResult({ abi: views, functionName, data: answer }) as T;
}

/** Ingests to the head, handing each committed range to the live feeds as the ingestor does. */
async function ingestToHead() {
  const deps = { db: env.DB, reader: chainReader(devnet.rpcUrl), watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 };
  for (;;) {
    const result = await ingestStep(deps, 1000);
    if (result.kind === "idle") return;
    if (result.kind === "ingested") await publishLive(env, result);
  }
}

/** The frames a page open on `address` receives, subscribed to 1m and 1w USD candles. */
async function openFeed(address: Address): Promise<{ messages: PairFeedServerMessage[]; close: () => void }> {
  const socket = (await SELF.fetch(`http://app/ws/pairs/${address}`, { headers: { Upgrade: "websocket" } })).webSocket!;
  socket.accept();
  const messages: PairFeedServerMessage[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1m", "1w"], candleType: "usd" }));
  await until(() => messages.length > 0);
  return { messages, close: () => socket.close() };
}

async function until(ready: () => boolean) {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

const get = async <T>(path: string) => {
  const res = await SELF.fetch(`http://app${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
};

/** A token's price and market cap wherever a trader reads them: search (both markets), both pages and both lists. */
async function figures(token: Address, pair: Address, creator: Address) {
  const found = await get<SearchResponse>(`/api/v1/indexer/search?q=${token}&includeZeroVolume=true`);
  const pages = await Promise.all([token, pair].map((address) => get<PairDetailResponse>(`/api/v1/indexer/info/${address}`)));
  const listed = (await get<TokenListResponse>("/api/v1/indexer/tokens?tokenType=launchpad&limit=100")).tokens.find((entry) => entry.address === token)!;
  const created = (await get<CreatorTokensResponse>(`/api/creator/${creator}/tokens?limit=100`)).data.find((entry) => entry.address === token)!;
  return {
    protocols: found.pairs.map((entry) => entry.protocol).sort(),
    prices: [...found.pairs.map((entry) => entry.latestPriceUsd), ...pages.map(({ pair }) => pair!.latestPriceUsd), listed.priceUsd, created.price.usd],
    mcaps: [...found.pairs.map((entry) => entry.latestMcapUsd), ...pages.map(({ pair }) => pair!.latestMcapUsd), listed.marketCapUsd, created.marketCap.usd],
    pairLiquidity: pages[1]!.pair!.liquidityUsd,
  };
}

/** The curve's last trade, priced from the chain's logs (HYPE's USD price from the reference pools). */
const lastCurveTrade = async (token: Address) => {
  const venues = {
    launchpad: contracts.launchpad!,
    v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
    v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
    usdt0: contracts.stablecoins![0]!.address,
  };
  return (await launchpadTrades(driver, venues, token)).at(-1)!;
};

describe("a graduated token", () => {
  let token: Address;
  let pair: Address;
  let launchedAt: number;
  let bondedAt: number;
  let expectedMcap: number;
  let beforeFirstSwap: { read: Awaited<ReturnType<typeof figures>>; price: number; supply: number; hypeReserve: number };
  /** What the curve's page received live: when its curve bonded, then when the V2 pair first traded. */
  let curveFeed: { bonded: PairFeedServerMessage[]; swapped: PairFeedServerMessage[] };

  beforeAll(async () => {
    await driver.resetChain();
    await driver.fund([CREATOR, TRADER, WHALE], 10_000n);
    await driver.createToken(CREATOR, "GRAD", parseEther("1"));
    launchedAt = clock.advance(30);
    const [created] = await driver.mine(launchedAt);
    token = (await driver.createdToken(created!)).toLowerCase() as Address;
    await driver.buy(TRADER, token, parseEther("5"));
    await driver.mine(clock.advance(200));
    // More than the curve holds: the buy is capped at what is for sale and the curve freezes; then it bonds.
    await driver.buy(WHALE, token, parseEther("1000"));
    await driver.mine(clock.advance(200));
    await ingestToHead();
    const feed = await openFeed(token);
    await driver.completeBonding(WHALE, token);
    bondedAt = clock.advance(200);
    await driver.mine(bondedAt);
    pair = (await view<Address>(contracts.v2Factory!, "getPair", [token, WHYPE_ADDRESS])).toLowerCase() as Address;
    // Fresh from bonding, before any swap: priced by the reserves the bonding put in the pair.
    const subscribed = feed.messages.length;
    await ingestToHead();
    await until(() => feed.messages.length > subscribed);
    const bondedFrames = feed.messages.slice(subscribed);
    const [reserve0, reserve1] = await view<[bigint, bigint]>(pair, "getReserves", []);
    const [tokenReserve, hypeReserve] = token < WHYPE_ADDRESS.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    beforeFirstSwap = {
      read: await figures(token, pair, CREATOR),
      price: Number(hypeReserve) / 1e18 / (Number(tokenReserve) / 1e6),
      supply: Number(await view<bigint>(token, "totalSupply", [])) / 1e6,
      hypeReserve: Number(hypeReserve) / 1e18,
    };
    // A buy on the V2 pair moves its price away from the curve's last one.
    await driver.send({
      from: TRADER,
      to: contracts.v2Router as Address,
      value: parseEther("20"),
      data: encodeFunctionData({ abi: views, functionName: "swapExactETHForTokens", args: [0n, [WHYPE_ADDRESS, token], TRADER, 2n ** 40n] }),
    });
    await driver.mine(clock.advance(200));
    const beforeSwap = feed.messages.length;
    await ingestToHead();
    await until(() => feed.messages.some((message, index) => index >= beforeSwap && message.type === "update" && message.pair !== null));
    feed.close();
    curveFeed = { bonded: bondedFrames, swapped: feed.messages.slice(beforeSwap) };

    // The market cap from the chain: the swap's price from the pair's reserves before and after it (HYPE per
    // token), HYPE's USD price from the reference pools (no swap on them since the curve's last trade), and the
    // token's totalSupply after the burn at bonding.
    const head = BigInt(await driver.head());
    const [before, after] = await Promise.all([
      view<[bigint, bigint]>(pair, "getReserves", [], `0x${(head - 1n).toString(16)}`),
      view<[bigint, bigint]>(pair, "getReserves", [], `0x${head.toString(16)}`),
    ]);
    const tokenIs0 = token < WHYPE_ADDRESS.toLowerCase();
    const [tokenDelta, hypeDelta] = tokenIs0 ? [before[0] - after[0], after[1] - before[1]] : [before[1] - after[1], after[0] - before[0]];
    const priceInHype = Number(hypeDelta) / 1e18 / (Number(tokenDelta) / 1e6);
    const last = await lastCurveTrade(token);
    const supply = Number(await view<bigint>(token, "totalSupply", [])) / 1e6;
    expectedMcap = priceInHype * (last.priceUsd / last.price) * supply;
  }, 90_000);

  it("is priced by its V2 pair's reserves from the graduation block on, before that pair's first swap", async () => {
    // HYPE's USD price from the reference pools: no swap on them since the curve's last trade.
    const last = await lastCurveTrade(token);
    const priceUsd = beforeFirstSwap.price * (last.priceUsd / last.price);
    const { read } = beforeFirstSwap;
    expect(read.protocols).toEqual(["hyperswap-v2", "liquidlaunch"]);
    // Search's two entries, the curve's page, the pair's page, the token list and the creator's list.
    expect(read.prices).toHaveLength(6);
    for (const [index, price] of read.prices.entries()) expect(price! / priceUsd, `price ${index}`).toBeCloseTo(1, 9);
    for (const [index, mcap] of read.mcaps.entries()) expect(mcap! / (priceUsd * beforeFirstSwap.supply), `market cap ${index}`).toBeCloseTo(1, 9);
    // Its liquidity: both sides of the pair, each worth the HYPE side.
    expect(read.pairLiquidity! / (2 * beforeFirstSwap.hypeReserve * (last.priceUsd / last.price))).toBeCloseTo(1, 9);
    // An open curve page's header moves to those figures with the bonding's commit.
    const header = curveFeed.bonded.findLast((message) => message.type === "update" && message.pair !== null);
    if (header?.type !== "update" || header.pair === null) throw new Error("expected the curve's detail when it bonded");
    expect(header.pair.latestPriceUsd! / priceUsd).toBeCloseTo(1, 9);
    expect(header.pair.latestMcapUsd! / (priceUsd * beforeFirstSwap.supply)).toBeCloseTo(1, 9);
  });

  it("has one market cap, its V2 pair's, in search, on its curve's page, on its pair's page and in the lists", async () => {
    expect(expectedMcap).toBeGreaterThan(0);
    const found = await get<SearchResponse>(`/api/v1/indexer/search?q=${token}&includeZeroVolume=true`);
    expect(found.pairs.map((entry) => entry.protocol).sort()).toEqual(["hyperswap-v2", "liquidlaunch"]);
    for (const entry of found.pairs) expect(entry.latestMcapUsd! / expectedMcap, entry.protocol).toBeCloseTo(1, 9);
    for (const address of [token, pair]) {
      const { pair: detail } = await get<PairDetailResponse>(`/api/v1/indexer/info/${address}`);
      expect(detail!.latestMcapUsd! / expectedMcap, address).toBeCloseTo(1, 9);
    }
    const listed = await get<TokenListResponse>("/api/v1/indexer/tokens?tokenType=launchpad&limit=100");
    expect(listed.tokens.find((entry) => entry.address === token)!.marketCapUsd! / expectedMcap).toBeCloseTo(1, 9);
    const created = await get<CreatorTokensResponse>(`/api/creator/${CREATOR}/tokens?limit=100`);
    expect(created.data.find((entry) => entry.address === token)!.marketCap.usd / expectedMcap).toBeCloseTo(1, 9);
  });

  it("charts from launch on the curve through graduation on the pair, on either market, with the graduation named", async () => {
    for (const address of [token, pair]) {
      const chart = await get<ChartResponse>(`/api/v1/indexer/chart/${address}?timeframe=1m&candleType=usd`);
      expect(chart.graduation).toEqual({ at: bondedAt, curvePairAddress: token, pairAddress: pair });
      const times = chart.candles.map((candle) => candle.time);
      // The creator's first buy at launch, the trader's, the sell-out, then the pair's first swap: one candle a minute each.
      expect(times).toEqual([launchedAt, launchedAt + 200, launchedAt + 400, launchedAt + 800].map((time) => Math.floor(time / 60) * 60));
      expect(times.filter((time) => time < bondedAt)).toHaveLength(3);
      expect(chart.candles.at(-1)!.close / (expectedMcap / (Number(await view<bigint>(token, "totalSupply", [])) / 1e6))).toBeCloseTo(1, 9);
    }
  });

  it("moves the chart on its curve's open page with the V2 pair's swaps, without a reload", async () => {
    const supply = Number(await view<bigint>(token, "totalSupply", [])) / 1e6;
    const updates = curveFeed.swapped.flatMap((message) => (message.type === "update" ? [message] : []));
    // The pair's swap reaches the curve's page as one frame.
    expect(updates).toHaveLength(1);
    const [frame] = updates;
    expect(frame!.pairAddress).toBe(token);
    const minute = frame!.candles.find((entry) => entry.timeframe === "1m");
    // The pair's first swap, a minute's candle of its own.
    expect(minute!.candle.time).toBe(Math.floor((launchedAt + 800) / 60) * 60);
    expect(minute!.candle.close / (expectedMcap / supply)).toBeCloseTo(1, 9);
    // The week's candle holds the curve's trades and the pair's: live, it is the one a reload draws, the curve's open kept.
    const week = frame!.candles.find((entry) => entry.timeframe === "1w");
    const reloaded = await get<ChartResponse>(`/api/v1/indexer/chart/${token}?timeframe=1w&candleType=usd`);
    expect(reloaded.candles).toHaveLength(1);
    expect(week!.candle).toEqual(reloaded.candles[0]);
    const launchMinute = await get<ChartResponse>(`/api/v1/indexer/chart/${token}?timeframe=1m&candleType=usd`);
    expect(reloaded.candles[0]!.open).toBe(launchMinute.candles[0]!.open);
    // The V2 trade stays in the pair's own trades table; the curve's page gets its candle and its header.
    expect(frame!.trades).toHaveLength(0);
    expect(frame!.pair!.latestMcapUsd! / expectedMcap).toBeCloseTo(1, 9);
  });
});
