import { env, SELF } from "cloudflare:test";
import { type Address, decodeFunctionResult, encodeFunctionData, formatEther, formatUnits, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import type { ActivityResponse } from "../../../shared/schemas/activity";
import type { ChartResponse } from "../../../shared/schemas/chart";
import type { PairListResponse, TokenListResponse } from "../../../shared/schemas/markets";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { PairFeedServerMessage } from "../../../shared/schemas/pair-feed";
import type { SearchResponse } from "../../../shared/schemas/search";
import type { PulseResponse } from "../../../shared/schemas/token";
import type { CreatorTokensResponse } from "../../../shared/schemas/token-lists";
import { type ChainReader, chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { type CycleResult, type IngestDeps, ingestStep } from "../../../workers/ingest/ingest-step";
import { refreshWrappedSupply } from "../../../workers/ingest/wrapped-supply";
import { publishLive } from "../../../workers/live/publish";
import { chainDriver } from "./chain-driver";
import { type ChainTrade, chainCandles, launchpadTrades, type PoolTrade, poolTrades } from "./recompute";

const swapAbi = parseAbi(["function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])"]);
const viewsAbi = parseAbi([
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function totalSupply() view returns (uint256)",
]);
const swapEthForTokens = (token: Address, to: Address) =>
  encodeFunctionData({ abi: swapAbi, functionName: "swapExactETHForTokens", args: [0n, [WHYPE_ADDRESS, token], to, 2n ** 40n] });

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATORS = [addr(0xc1), addr(0xc2)];
const TRADERS = [addr(0xa1), addr(0xa2), addr(0xa3), addr(0xa4), addr(0xa5)];
const SWAPPER = addr(0x5a);
const MILLION_TOKENS = 10n ** 12n;
const TIMEFRAMES = [
  ["1s", 1],
  ["15s", 15],
  ["1m", 60],
  ["5m", 300],
  ["15m", 900],
  ["1h", 3600],
  ["4h", 14_400],
  ["1d", 86_400],
  ["1w", 604_800],
] as const;

const cleanReader = chainReader(devnet.rpcUrl);
// Through the faulty proxy: half the requests fail; quick retries and a short timeout absorb them.
const faultyReader = chainReader(devnet.faultyRpcUrl, { attempts: 3, firstDelayMs: 10, maxDelayMs: 50 }, 500);

function deps(reader: ChainReader): IngestDeps {
  return { db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 };
}

/** An RPC call whose retries ran out: what the faulty proxy injects, and nothing else a step can throw. */
const rpcFault = (error: unknown) => error instanceof Error && /failed after \d+ attempts/.test(error.message);

/**
 * Steps until the indexer is at the head. Through the faulty proxy a step whose RPC retries ran out is
 * tried again, as the alarm loop does; any other error, and any error on the clean node, fails the test.
 */
async function ingestToHead(reader: ChainReader, maxBlocks: number, faultsInjected = false) {
  const results: CycleResult[] = [];
  let failures = 0;
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      const result = await ingestStep(deps(reader), maxBlocks);
      results.push(result);
      if (result.kind === "idle") return { results, failures };
    } catch (error) {
      if (!faultsInjected || !rpcFault(error)) throw error;
      failures++;
    }
  }
  throw new Error(`ingestion never reached the head (${failures} steps failed)`);
}

const get = async <T>(path: string) => {
  const res = await SELF.fetch(`http://app/api/v1/indexer${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
};

const refs = () => ({
  launchpad: contracts.launchpad!,
  v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
  v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
  usdt0: contracts.stablecoins![0]!.address,
});

const clock = new BlockClock(devnet.deployedAt);
let alpha: Address;
let beta: Address;
let faults: { requests: number; errors: number; truncated: number; timeouts: number };
let failedSteps = 0;
let stepsTaken = 0;
/** The block the setup's trades end at: later tests trade more, in whatever order they run. */
let setupHead: number;
/** Every launch of this file's chain, oldest first: the setup's and any a test adds. */
const launches: string[] = [];

describe("the indexer on the devnet", () => {
  beforeAll(async () => {
    await driver.resetChain();
    await driver.fund([...CREATORS, ...TRADERS, SWAPPER], 100_000n);
    await driver.createToken(CREATORS[0]!, "ALPHA", parseEther("2"));
    const [alphaTx] = await driver.mine(clock.advance(47));
    alpha = await driver.createdToken(alphaTx!);
    await driver.createToken(CREATORS[1]!, "BETA", 0n);
    const [betaTx] = await driver.mine(clock.advance(47));
    beta = await driver.createdToken(betaTx!);
    launches.push(alpha.toLowerCase(), beta.toLowerCase());
    for (let k = 0; k < 14; k++) {
      const trader = TRADERS[k % TRADERS.length]!;
      await driver.buy(trader, alpha, parseEther(String(1 + (k % 3))));
      if (k % 2 === 0) await driver.buy(TRADERS[(k + 2) % TRADERS.length]!, alpha, parseEther("0.5"));
      if (k >= 5) await driver.sell(trader, alpha, MILLION_TOKENS);
      if (k % 3 === 0) await driver.buy(trader, beta, parseEther("1"));
      if (k % 3 === 1) await driver.swapV2(SWAPPER, parseEther("40"));
      if (k % 4 === 2) await driver.swapV3(SWAPPER, parseEther("60"));
      await driver.mine(clock.advance(47 + (k % 5) * 13));
    }
    for (let batch = 0; batch < 2; batch++) {
      for (let i = 0; i < 10; i++) await driver.createToken(CREATORS[0]!, `P${batch}${i}`, 0n);
      const hashes = await driver.mine(clock.advance(30));
      for (const hash of hashes) launches.push((await driver.createdToken(hash)).toLowerCase());
    }
    // Small ranges, so candles and pair state cross many range boundaries.
    setupHead = Number(await driver.rpc<Hex>("eth_blockNumber", []));
    const run = await ingestToHead(faultyReader, 7, true);
    failedSteps = run.failures;
    stepsTaken = run.results.length;
    faults = await (await fetch(`${devnet.faultyRpcUrl}/faults`)).json();
  }, 120_000);

  it("loses nothing to RPC errors, timeouts and truncated answers: the candles equal those recomputed from eth_getLogs", async () => {
    expect(faults.errors).toBeGreaterThan(5);
    expect(faults.timeouts).toBeGreaterThan(5);
    expect(faults.truncated).toBeGreaterThan(5);
    // Ranges of 7 blocks: every block was read once its range's faults were retried away.
    expect(stepsTaken - failedSteps).toBeGreaterThan(3);
    const trades = await launchpadTrades(driver, refs(), alpha);
    expect(trades.filter((trade) => trade.block <= setupHead).length).toBe(1 + 14 + 7 + 9);
    // Nothing of ALPHA is burned: its market cap is its whole supply (6 decimals) at the USD price.
    const supply = await driver.rpc<Hex>("eth_call", [{ to: alpha, data: encodeFunctionData({ abi: viewsAbi, functionName: "totalSupply" }) }, "latest"]);
    const tokens = Number(decodeFunctionResult({ abi: viewsAbi, functionName: "totalSupply", data: supply })) / 1e6;
    for (const [timeframe, seconds] of TIMEFRAMES) {
      for (const [candleType, pick] of [
        ["01", (trade: ChainTrade) => ({ price: trade.price, volume: trade.tokens })],
        ["10", (trade: ChainTrade) => ({ price: 1 / trade.price, volume: trade.hype })],
        ["usd", (trade: ChainTrade) => ({ price: trade.priceUsd, volume: trade.tokens * trade.priceUsd })],
        ["mcap", (trade: ChainTrade) => ({ price: trade.priceUsd * tokens, volume: trade.tokens * trade.priceUsd })],
      ] as const) {
        const chart = await get<ChartResponse>(`/chart/${alpha}?timeframe=${timeframe}&candleType=${candleType}&limit=5000`);
        const expected = chainCandles(trades, seconds, pick);
        expect(
          chart.candles.map((candle) => candle.time),
          `${timeframe} ${candleType}`,
        ).toEqual(expected.map((candle) => candle.time));
        chart.candles.forEach((candle, index) => {
          const want = expected[index]!;
          for (const field of ["open", "high", "low", "close", "volume"] as const) {
            expect(candle[field] / want[field], `${timeframe} ${candleType} ${field} at ${candle.time}`).toBeCloseTo(1, 9);
          }
        });
      }
    }
  });

  it("materialises the HyperSwap V2 pair's and V3 pool's candles as recomputed from their Swap logs", async () => {
    const whypeIs0 = WHYPE_ADDRESS < refs().usdt0.toLowerCase();
    const decimals: [number, number] = whypeIs0 ? [18, 6] : [6, 18];
    for (const [pool, protocol] of [
      [refs().v2Pair, "v2"],
      [refs().v3Pool, "v3"],
    ] as const) {
      const trades = await poolTrades(driver, pool, protocol, decimals);
      expect(trades.length).toBeGreaterThanOrEqual(3);
      for (const [timeframe, seconds] of TIMEFRAMES) {
        for (const [candleType, pick] of [
          ["01", (trade: PoolTrade) => trade],
          ["10", (trade: PoolTrade) => ({ price: 1 / trade.price, volume: trade.price * trade.volume })],
        ] as const) {
          const chart = await get<ChartResponse>(`/chart/${pool}?timeframe=${timeframe}&candleType=${candleType}&limit=5000`);
          const expected = chainCandles(trades, seconds, pick);
          expect(chart.candles.map((candle) => candle.time)).toEqual(expected.map((candle) => candle.time));
          chart.candles.forEach((candle, index) => {
            for (const field of ["open", "high", "low", "close", "volume"] as const) {
              expect(candle[field] / expected[index]![field], `${protocol} ${timeframe} ${candleType} ${field}`).toBeCloseTo(1, 9);
            }
          });
        }
      }
      expect((await get<ChartResponse>(`/chart/${pool}`)).metadata).toMatchObject({ protocol: protocol === "v2" ? "hyperswap-v2" : "hyperswap-v3" });
    }
  });

  it("lists every trade with its side and trader, newest first, and filters by side and trader", async () => {
    const trades = await launchpadTrades(driver, refs(), alpha);
    const all = await get<ActivityResponse>(`/activity/${alpha}?isBuy=true&limit=1000`);
    expect(all.count).toBe(trades.filter((trade) => trade.isBuy).length);
    const sells = await get<ActivityResponse>(`/activity/${alpha}?isBuy=false`);
    expect(sells.count).toBe(trades.filter((trade) => !trade.isBuy).length);
    expect(sells.applied).toEqual({ isBuy: false, eventTypes: null, limit: 100 });
    const newestFirst = [...trades].reverse();
    const mixed = await get<ActivityResponse>(`/activity/${alpha}?limit=5`);
    expect(mixed.activity.map((item) => `${item.blockNumber}-${item.logIndex}`)).toEqual(
      newestFirst.slice(0, 5).map((trade) => `${trade.block}-${trade.logIndex}`),
    );
    const trader = TRADERS[0]!;
    const own = await get<ActivityResponse>(`/activity/${alpha}/trader/${trader}?limit=1000`);
    expect(own.count).toBe(trades.filter((trade) => trade.trader === trader).length);
    for (const item of own.activity) expect(item.kind === "swap" && item.traderAddress).toBe(trader);
    const created = await get<ActivityResponse>(`/activity/${alpha}?eventTypes=tc`);
    expect(created.activity).toMatchObject([{ kind: "event", eventType: "tc", traderAddress: CREATORS[0] }]);
  });

  it("answers the pair's 24h volume, buy and sell counts and price change as recomputed from the logs", async () => {
    const trades = await launchpadTrades(driver, refs(), alpha);
    const { pair } = await get<PairDetailResponse>(`/info/${alpha}`);
    const day = pair!.stats["24h"];
    const buys = trades.filter((trade) => trade.isBuy);
    expect(day.buys).toBe(buys.length);
    expect(day.sells).toBe(trades.length - buys.length);
    const volume = trades.reduce((sum, trade) => sum + trade.tokens * trade.priceUsd, 0);
    expect(day.volumeUsd / volume).toBeCloseTo(1, 9);
    expect(day.buyVolumeUsd / buys.reduce((sum, trade) => sum + trade.tokens * trade.priceUsd, 0)).toBeCloseTo(1, 9);
    // Launched inside the window: the change runs from the curve's starting price (300 HYPE over 1e9
    // tokens, before the creator's first buy) at HYPE's price then.
    const launchPrice = (300 / 1e9) * (trades[0]!.priceUsd / trades[0]!.price);
    expect(day.priceChangePercent!).toBeCloseTo(((trades.at(-1)!.priceUsd - launchPrice) / launchPrice) * 100, 6);
    expect(pair).toMatchObject({
      protocol: "liquidlaunch",
      token0Symbol: "ALPHA",
      token1Symbol: "WHYPE",
      creatorAddress: CREATORS[0],
      tokenImageUri: "https://img.example/ALPHA.png",
      creatorSwaps: trades.filter((trade) => trade.trader === CREATORS[0]).length,
      lastSwapTimestamp: trades.at(-1)!.timestamp,
    });
    // Holders are people: the five traders and the creator (first buy), not the launchpad's unsold reserve.
    expect(pair!.holdersCount).toBe(6);
    expect(pair!.latestPriceUsd! / trades.at(-1)!.priceUsd).toBeCloseTo(1, 9);
    expect(pair!.latestMcapUsd! / (trades.at(-1)!.priceUsd * 1e9)).toBeCloseTo(1, 9);
  });

  it("values a curve at twice its real HYPE (the contract's reserve less its 300 virtual HYPE), the same on the pair page and the lists", async () => {
    const hypeUsd = (await get<TokenListResponse>("/tokens?tokenType=native-wrapped")).tokens[0]!.priceUsd!;
    const answer = await driver.rpc<Hex>("eth_call", [
      { to: contracts.launchpad, data: encodeFunctionData({ abi: viewsAbi, functionName: "getLiquidity", args: [alpha] }) },
      "latest",
    ]);
    const [hypeReserve] = decodeFunctionResult({ abi: viewsAbi, functionName: "getLiquidity", data: answer });
    const expected = 2 * (Number(formatEther(hypeReserve)) - 300) * hypeUsd;
    expect(expected).toBeGreaterThan(0);
    const { pair } = await get<PairDetailResponse>(`/info/${alpha}`);
    expect(pair!.liquidityUsd! / expected).toBeCloseTo(1, 9);
    const listed = (await (await SELF.fetch(`http://app/api/creator/${CREATORS[0]}/tokens?limit=100`)).json()) as CreatorTokensResponse;
    expect(listed.data.find((token) => token.address === alpha)!.liquidity.usd / expected).toBeCloseTo(1, 9);
  });

  it("counts WHYPE's volume on every market it quotes, opens its deepest market, and values it at the wrapped supply", async () => {
    await refreshWrappedSupply(env.DB, cleanReader);
    const whype = (await get<TokenListResponse>("/tokens?tokenType=native-wrapped")).tokens[0]!;
    const supply = await driver.rpc<Hex>("eth_call", [
      { to: WHYPE_ADDRESS, data: encodeFunctionData({ abi: viewsAbi, functionName: "totalSupply" }) },
      "latest",
    ]);
    expect(Number(whype.circulatingSupply)).toBe(Number(formatEther(BigInt(supply))));
    expect(whype.marketCapUsd! / (whype.priceUsd! * Number(formatEther(BigInt(supply))))).toBeCloseTo(1, 9);
    // Every market WHYPE is in (most as the quote side): its volume and trades are theirs summed.
    const markets = (await get<PairListResponse>("/pairs?limit=100")).pairs.filter((pair) => [pair.token0Address, pair.token1Address].includes(WHYPE_ADDRESS));
    const curves = (await get<TokenListResponse>("/tokens?tokenType=launchpad&limit=100")).tokens;
    const infos = await Promise.all(
      [...markets.map((pair) => pair.pairAddress), ...curves.map((token) => token.address)].map((pair) => get<PairDetailResponse>(`/info/${pair}`)),
    );
    const day = infos.map((info) => info.pair!.stats["24h"]);
    expect(whype.volume24hUsd / day.reduce((sum, stats) => sum + stats.volumeUsd, 0)).toBeCloseTo(1, 9);
    expect(whype.buys24h + whype.sells24h).toBe(day.reduce((sum, stats) => sum + stats.buys + stats.sells, 0));
    expect(whype.volume24hUsd).toBeGreaterThan(0);
    // Its row opens its deepest HyperSwap market.
    const deepest = [...markets].sort((a, b) => (b.liquidityUsd ?? 0) - (a.liquidityUsd ?? 0))[0]!;
    expect(whype.pairAddress).toBe(deepest.pairAddress);
  });

  it("values a V2 pair at its reserves, the same on the pair page and the pairs list, and leaves holders it does not follow blank", async () => {
    const hypeUsd = (await get<TokenListResponse>("/tokens?tokenType=native-wrapped")).tokens[0]!.priceUsd!;
    const pairAddress = refs().v2Pair.toLowerCase();
    const answer = await driver.rpc<Hex>("eth_call", [{ to: pairAddress, data: encodeFunctionData({ abi: viewsAbi, functionName: "getReserves" }) }, "latest"]);
    const [reserve0, reserve1] = decodeFunctionResult({ abi: viewsAbi, functionName: "getReserves", data: answer });
    const { pair } = await get<PairDetailResponse>(`/info/${pairAddress}`);
    // WHYPE at HYPE's price, USDT0 (6 decimals) at one dollar.
    const [whype, usdt0] = pair!.token0Address === WHYPE_ADDRESS ? [reserve0, reserve1] : [reserve1, reserve0];
    const expected = Number(formatEther(whype)) * hypeUsd + Number(formatUnits(usdt0, 6));
    expect(pair!.liquidityUsd! / expected).toBeCloseTo(1, 9);
    const listed = (await get<PairListResponse>("/pairs?protocol=hyperswap-v2&limit=100")).pairs.find((entry) => entry.pairAddress === pairAddress)!;
    expect(listed.liquidityUsd).toBe(pair!.liquidityUsd);
    // Neither WHYPE nor USDT0 is a launchpad token: their holders are not followed, so none is claimed.
    expect(pair!.holdersCount).toBeNull();
  });

  it("searches by exact symbol first, by prefix and by address; zero-volume pairs only when asked", async () => {
    const exact = await get<SearchResponse>("/search?q=alpha");
    expect(exact.pairs[0]).toMatchObject({ pairAddress: alpha.toLowerCase(), token0Symbol: "ALPHA" });
    const byAddress = await get<SearchResponse>(`/search?q=${beta}`);
    expect(byAddress.pairs.map((pair) => pair.pairAddress)).toEqual([beta.toLowerCase()]);
    expect((await get<SearchResponse>("/search?q=P0")).pairs).toEqual([]);
    const withZero = await get<SearchResponse>("/search?q=P0&includeZeroVolume=true");
    expect(withZero.pairs.map((pair) => pair.token0Symbol).sort()).toEqual(["P00", "P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09"]);
    expect((await get<SearchResponse>("/search?q=P07")).pairs.map((pair) => pair.token0Symbol)).toEqual(["P07"]);
  });

  it("pulses the 20 newest launchpad tokens, newest first", async () => {
    const pulse = await get<PulseResponse>("/pulse");
    expect(pulse.count).toBe(20);
    expect(pulse.tokens.map((token) => token.address)).toEqual(launches.slice(-20).reverse());
    expect(pulse.tokens[0]).toMatchObject({ tokenType: "launchpad", decimals: 6, totalSupply: "1000000000", chainId: 999 });
  });

  it("sends an ETag and answers 304 when it matches", async () => {
    const first = await SELF.fetch(`http://app/api/v1/indexer/chart/${alpha}?timeframe=1h`);
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("Cache-Control")).toContain("max-age=1");
    const again = await SELF.fetch(`http://app/api/v1/indexer/chart/${alpha}?timeframe=1h`, { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
  });

  it("pushes a new trade and the subscribed timeframes' candles over the pair's WebSocket in the cycle that commits them", async () => {
    const res = await SELF.fetch(`http://app/ws/pairs/${alpha}`, { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(101);
    const socket = res.webSocket!;
    socket.accept();
    const messages: PairFeedServerMessage[] = [];
    socket.addEventListener("message", (event) => {
      messages.push(JSON.parse(event.data as string));
    });
    const until = async (ready: () => boolean) => {
      for (let i = 0; i < 100 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1s", "1h"], candleType: "01" }));
    await until(() => messages.length > 0);
    expect(messages[0]).toEqual({ type: "subscribed", timeframes: ["1s", "1h"], candleType: "01" });

    await driver.buy(TRADERS[1]!, alpha, parseEther("3"));
    await driver.mine(clock.advance(5));
    const { results } = await ingestToHead(cleanReader, 1000);
    const committed = results.find((result) => result.kind === "ingested");
    if (committed?.kind !== "ingested") throw new Error("nothing ingested");
    await publishLive(env, committed);
    await until(() => messages.length >= 2);
    // One frame for the update: its trade, the subscribed timeframes' candles and the pair's detail.
    expect(messages).toHaveLength(2);
    const update = messages[1];
    if (update?.type !== "update") throw new Error("expected the update's frame");
    const last = (await launchpadTrades(driver, refs(), alpha)).at(-1)!;
    expect(update.pairAddress).toBe(alpha.toLowerCase());
    expect(update.trades).toHaveLength(1);
    expect(update.trades[0]).toMatchObject({ traderAddress: TRADERS[1], isBuy: true, blockNumber: last.block });
    expect(update.candles.map((entry) => entry.timeframe).sort()).toEqual(["1h", "1s"]);
    for (const { candle, candleType } of update.candles) {
      expect(candleType).toBe("01");
      expect(candle.close / last.price).toBeCloseTo(1, 9);
    }
    socket.close();
  });

  it("follows a token through freezing and bonding to its HyperSwap V2 pair", async () => {
    const whale = addr(0x3a1e);
    await driver.fund([whale], 10_000n);
    await driver.createToken(CREATORS[1]!, "GAMMA", 0n);
    const [createTx] = await driver.mine(clock.advance(11));
    const gamma = (await driver.createdToken(createTx!)).toLowerCase() as Address;
    launches.push(gamma);
    // More than the curve holds: the last buy is capped at the 649.3M for sale and the token freezes.
    await driver.buy(whale, gamma, parseEther("1000"));
    await driver.mine(clock.advance(11));
    await driver.completeBonding(whale, gamma);
    await driver.mine(clock.advance(11));
    await ingestToHead(cleanReader, 1000);

    const { pair } = await get<PairDetailResponse>(`/info/${gamma}`);
    const pulse = await get<PulseResponse>("/pulse");
    const token = pulse.tokens.find((entry) => entry.address === gamma)!;
    expect(token.bondedAt).toBe(new Date(clock.now * 1000).toISOString());
    expect(pair!.pairCreated).toBe(token.pairCreated);
    expect(pair!.bondedAt).toBe(clock.now);
    const v2Pair = token.pairCreated!;
    // What did not sell on the curve and did not go to the pool was burned.
    const supply = Number(token.circulatingSupply);
    expect(supply).toBeLessThan(1e9);
    const bondedEvents = await get<ActivityResponse>(`/activity/${gamma}?eventTypes=tb,tc`);
    expect(bondedEvents.activity.map((item) => item.kind === "event" && item.eventType)).toEqual(["tb", "tc"]);
    const pool = await get<ActivityResponse>(`/activity/${v2Pair}?eventTypes=pc,la`);
    expect(pool.activity.map((item) => item.kind === "event" && item.eventType)).toEqual(["la", "pc"]);
    // The launch's creator is the creator on its V2 pair too, not whoever created the pair.
    expect((await get<PairDetailResponse>(`/info/${v2Pair}`)).pair!.creatorAddress).toBe(CREATORS[1]);
    // The curve gave everything to the pool: nothing is left to sell into it.
    expect(pair!.liquidityUsd).toBe(0);
    const found = await get<SearchResponse>(`/search?q=${gamma}&includeZeroVolume=true`);
    // The live market first; the curve it left is marked graduated.
    expect(found.pairs.map((entry) => [entry.protocol, entry.graduated])).toEqual([
      ["hyperswap-v2", false],
      ["liquidlaunch", true],
    ]);

    // A trade on the V2 pair is priced and capped with the burned-down supply.
    await driver.send({ from: whale, to: contracts.v2Router as Address, value: parseEther("10"), data: swapEthForTokens(gamma, whale) });
    await driver.mine(clock.advance(11));
    await ingestToHead(cleanReader, 1000);
    const [swap] = (await get<ActivityResponse>(`/activity/${v2Pair}?isBuy=true`)).activity;
    if (swap?.kind !== "swap") throw new Error("expected the V2 buy");
    expect(Number(swap.mcapUsd) / (Number(swap.priceUsd) * supply)).toBeCloseTo(1, 9);
  });

  it("applies a range once even when two writers race for it", async () => {
    const before = (await get<ActivityResponse>(`/activity/${beta}?isBuy=true&limit=1000`)).count;
    await driver.buy(TRADERS[2]!, beta, parseEther("1"));
    await driver.mine(clock.advance(3));
    const outcomes = await Promise.allSettled([ingestStep(deps(cleanReader), 1000), ingestStep(deps(cleanReader), 1000)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    await ingestToHead(cleanReader, 1000);
    expect((await get<ActivityResponse>(`/activity/${beta}?isBuy=true&limit=1000`)).count).toBe(before + 1);
    const week = await get<ChartResponse>(`/chart/${beta}?timeframe=1w&candleType=01`);
    const trades = await launchpadTrades(driver, refs(), beta);
    expect(week.candles.reduce((sum, candle) => sum + candle.volume, 0) / trades.reduce((sum, trade) => sum + trade.tokens, 0)).toBeCloseTo(1, 9);
  });

  it("converges to the canonical chain after a reorg: the replaced blocks' trades vanish and candles are recomputed", async () => {
    const snapshot: Hex = await driver.snapshot();
    const ghost = addr(0x9057);
    await driver.fund([ghost]);
    for (let i = 0; i < 3; i++) {
      await driver.buy(ghost, alpha, parseEther("5"));
      await driver.mine(clock.now + 20 + i);
    }
    await ingestToHead(cleanReader, 1000);
    expect((await get<ActivityResponse>(`/activity/${alpha}/trader/${ghost}`)).count).toBe(3);

    await driver.revert(snapshot);
    for (let i = 0; i < 5; i++) {
      await driver.sell(TRADERS[i]!, alpha, MILLION_TOKENS);
      await driver.mine(clock.now + 30 + i * 61);
    }
    clock.advance(30 + 5 * 61);
    const { results } = await ingestToHead(cleanReader, 1000);
    expect(results.some((result) => result.kind === "rolled-back")).toBe(true);
    expect((await get<ActivityResponse>(`/activity/${alpha}/trader/${ghost}`)).count).toBe(0);

    const trades = await launchpadTrades(driver, refs(), alpha);
    const activity = await get<ActivityResponse>(`/activity/${alpha}?isBuy=false&limit=1000`);
    expect(activity.count).toBe(trades.filter((trade) => !trade.isBuy).length);
    for (const [timeframe, seconds] of TIMEFRAMES) {
      const chart = await get<ChartResponse>(`/chart/${alpha}?timeframe=${timeframe}&candleType=01&limit=5000`);
      const expected = chainCandles(trades, seconds, (trade) => ({ price: trade.price, volume: trade.tokens }));
      expect(chart.candles.length).toBe(expected.length);
      chart.candles.forEach((candle, index) => {
        expect(candle.time).toBe(expected[index]!.time);
        expect(candle.close / expected[index]!.close).toBeCloseTo(1, 9);
        expect(candle.volume / expected[index]!.volume).toBeCloseTo(1, 9);
        expect(candle.high / expected[index]!.high).toBeCloseTo(1, 9);
      });
    }
    const { pair } = await get<PairDetailResponse>(`/info/${alpha}`);
    expect(pair!.stats["24h"].sells).toBe(trades.filter((trade) => !trade.isBuy).length);
  });
});
