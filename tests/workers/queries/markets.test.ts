import { env, SELF } from "cloudflare:test";
import { type Address, encodeFunctionData, formatUnits, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import type { LqscanResponse, PairListResponse, TokenListResponse } from "../../../shared/schemas/markets";
import type { SearchResponse } from "../../../shared/schemas/search";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { readCursor } from "../../../workers/db/indexed-blocks";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { callWorker } from "../call-worker";
import { chainDriver } from "../ingest/chain-driver";
import { launchpadTrades } from "../ingest/recompute";

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const reader = chainReader(devnet.rpcUrl);
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0x7c1);
const [KIM, LEO] = [addr(0x7a1), addr(0x7a2)];
const SWAPPER = addr(0x75a);
const chainAbi = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function balanceOf(address owner) view returns (uint256)",
  "function factory() view returns (address)",
  "function fee() view returns (uint24)",
]);
const refs = () => ({
  launchpad: contracts.launchpad!,
  v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
  v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
  v3Stable: contracts.referencePools!.v3UsdcUsdt0!,
  usdt0: contracts.stablecoins![0]!.address,
});

let clock = 0;
const mine = () => driver.mine(++clock);
let heavy: Address;
let light: Address;
let cursor = 0;

async function ingestToHead() {
  for (let step = 0; step < 500; step++) {
    const result = await ingestStep({ db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 }, 1000);
    if (result.kind === "idle") return;
  }
  throw new Error("ingestion never reached the head");
}

async function get<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`http://app/api/v1/indexer${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
}

const call = (to: string, data: Hex) => driver.rpc<Hex>("eth_call", [{ to, data }, `0x${cursor.toString(16)}`]);
const balanceOf = async (token: string, owner: string) =>
  BigInt(await call(token, encodeFunctionData({ abi: chainAbi, functionName: "balanceOf", args: [owner as Address] })));
const decimalsOf = (token: string) => (token === WHYPE_ADDRESS ? 18 : 6);
const factoryOf = async (market: string) => `0x${(await call(market, encodeFunctionData({ abi: chainAbi, functionName: "factory" }))).slice(26)}`;
const feeOf = async (pool: string) => Number(BigInt(await call(pool, encodeFunctionData({ abi: chainAbi, functionName: "fee" }))));

describe("market lists", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, KIM, LEO, SWAPPER], 100_000n);
    await driver.createToken(CREATOR, "HEAVY", parseEther("1"));
    heavy = await driver.createdToken((await mine())[0]!);
    await driver.createToken(CREATOR, "LIGHT", 0n);
    light = await driver.createdToken((await mine())[0]!);
    await driver.buy(KIM, heavy, parseEther("250"));
    await driver.buy(LEO, heavy, parseEther("120"));
    await driver.buy(LEO, light, parseEther("1"));
    await driver.swapV3(SWAPPER, parseEther("30"));
    await mine();
    await driver.sell(KIM, heavy, 10n ** 12n);
    await driver.swapV2(SWAPPER, parseEther("25"));
    await mine();
    await ingestToHead();
    cursor = (await readCursor(env.DB))!.number;
  }, 120_000);

  it.each([
    ["/pairs?sort=age", "Invalid enum value. Expected 'newest' | 'liquidity' | 'volume24h' | 'txns24h' | 'priceChange24h', received 'age'"],
    ["/pairs?protocol=liquidlaunch", "Invalid enum value. Expected 'hyperswap-v2' | 'hyperswap-v3', received 'liquidlaunch'"],
    ["/pairs?limit=0", "Number must be greater than or equal to 1"],
    ["/pairs?limit=101", "Number must be less than or equal to 100"],
    ["/pairs?offset=-1", "Number must be greater than or equal to 0"],
    ["/tokens?order=up", "Invalid enum value. Expected 'desc' | 'asc', received 'up'"],
    ["/tokens?tokenType=meme", "Invalid enum value. Expected 'launchpad' | 'erc20' | 'native-wrapped' | 'stablecoin', received 'meme'"],
    ["/tokens?minLiquidity=-5", "Minimum liquidity must be a whole number, 0 or more"],
    ["/tokens?market=uniswap", "Market must be liquidlaunch, hyperswap-v2 or hyperswap-v3"],
    ["/pairs?bonded=maybe", "Bonded must be true or false"],
    ["/pairs?maxAgeHours=1.5", "Maximum age must be a whole number, 0 or more"],
  ])("GET %s answers 400 with the schema's message", async (path, message) => {
    const res = await SELF.fetch(`http://app/api/v1/indexer${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Bad Request", message });
  });

  it("lists HyperSwap pools with their fee tier and the balances the chain holds", async () => {
    const { pairs, total, protocol } = await get<PairListResponse>("/pairs?protocol=hyperswap-v3");
    expect(protocol).toBe("hyperswap-v3");
    expect(total).toBe(pairs.length);
    const byAddress = new Map(pairs.map((pair) => [pair.pairAddress, pair]));
    const whypePool = byAddress.get(refs().v3Pool.toLowerCase())!;
    const stablePool = byAddress.get(refs().v3Stable.toLowerCase())!;
    expect(whypePool).toMatchObject({ protocol: "hyperswap-v3", feeTier: 500, token0Symbol: expect.any(String) });
    expect(stablePool.feeTier).toBe(100);
    for (const pool of [whypePool, stablePool]) {
      for (const side of [0, 1] as const) {
        const token = side === 0 ? pool.token0Address : pool.token1Address;
        const onChain = Number(formatUnits(await balanceOf(token, pool.pairAddress), decimalsOf(token)));
        expect(pool[`reserve${side}`] / onChain, `${pool.pairAddress} side ${side}`).toBeCloseTo(1, 9);
      }
    }
    expect(pairs.every((pair) => pair.protocol === "hyperswap-v3")).toBe(true);
  });

  it("names every market as the chain does, in the lists and in search: a V3 pool's fee(), V2's 0.30%, no fee on a curve", async () => {
    const { pairs } = await get<PairListResponse>("/pairs?limit=100");
    expect(new Set(pairs.map((pair) => pair.protocol))).toEqual(new Set(["hyperswap-v2", "hyperswap-v3"]));
    for (const pair of pairs) {
      const factory = await factoryOf(pair.pairAddress);
      if (pair.protocol === "hyperswap-v3") {
        expect(factory, pair.pairAddress).toBe(contracts.v3Factory!.toLowerCase());
        expect(pair.feeTier, pair.pairAddress).toBe(await feeOf(pair.pairAddress));
      } else {
        expect(factory, pair.pairAddress).toBe(contracts.v2Factory!.toLowerCase());
        expect(pair.feeTier, pair.pairAddress).toBe(3000);
      }
    }
    const listed = new Map(pairs.map((pair) => [pair.pairAddress, pair]));

    // USDT0 trades against WHYPE on a V2 pair and a V3 pool: search tells the look-alikes apart by the same market.
    const found = await get<SearchResponse>(`/search?q=${refs().usdt0}&includeZeroVolume=true`);
    const lookAlikes = [refs().v2Pair, refs().v3Pool].map((market) => market.toLowerCase());
    expect(found.pairs.map((pair) => pair.pairAddress)).toEqual(expect.arrayContaining(lookAlikes));
    for (const pair of found.pairs)
      expect([pair.protocol, pair.feeTier], pair.pairAddress).toEqual([listed.get(pair.pairAddress)!.protocol, listed.get(pair.pairAddress)!.feeTier]);
    // A launch's curve: the launchpad's market, which charges no pool fee.
    const curve = (await get<SearchResponse>(`/search?q=${heavy}`)).pairs.find((pair) => pair.pairAddress === heavy.toLowerCase());
    expect(curve).toMatchObject({ protocol: "liquidlaunch", feeTier: null });

    // Each token row names the market it opens.
    const { tokens } = await get<TokenListResponse>("/tokens?limit=100");
    expect(tokens.find((token) => token.address === heavy.toLowerCase())).toMatchObject({
      pairAddress: heavy.toLowerCase(),
      pairProtocol: "liquidlaunch",
      pairFeeTier: null,
    });
    for (const token of tokens.filter((entry) => entry.pairAddress !== null && listed.has(entry.pairAddress))) {
      const market = listed.get(token.pairAddress!)!;
      expect([token.pairProtocol, token.pairFeeTier], token.symbol).toEqual([market.protocol, market.feeTier]);
    }
  });

  it("values a WHYPE/USDT0 pair's liquidity at HYPE's price and USDT0 at one dollar", async () => {
    const { pairs } = await get<PairListResponse>("/pairs?protocol=hyperswap-v2");
    const pair = pairs.find((entry) => entry.pairAddress === refs().v2Pair.toLowerCase())!;
    expect(pair.feeTier).toBe(3000);
    const reserves = await call(pair.pairAddress, encodeFunctionData({ abi: chainAbi, functionName: "getReserves" }));
    const [reserve0, reserve1] = [BigInt(reserves.slice(0, 66)), BigInt(`0x${reserves.slice(66, 130)}`)];
    expect(pair.reserve0 / Number(formatUnits(reserve0, decimalsOf(pair.token0Address)))).toBeCloseTo(1, 9);
    expect(pair.reserve1 / Number(formatUnits(reserve1, decimalsOf(pair.token1Address)))).toBeCloseTo(1, 9);
    const whype = (await get<TokenListResponse>("/tokens?tokenType=native-wrapped")).tokens[0]!;
    const [hypeSide, usdSide] = pair.token0Address === WHYPE_ADDRESS ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0];
    expect(pair.liquidityUsd! / (hypeSide * whype.priceUsd! + usdSide)).toBeCloseTo(1, 9);
  });

  it("sorts newest first by default and by liquidity when asked, figureless pairs last, and pages", async () => {
    const newest = await get<PairListResponse>("/pairs?limit=100");
    const blocks = newest.pairs.map((pair) => pair.creationBlock!);
    expect(blocks).toEqual([...blocks].sort((a, b) => b - a));
    const byLiquidity = await get<PairListResponse>("/pairs?sort=liquidity&limit=100");
    const values = byLiquidity.pairs.map((pair) => pair.liquidityUsd ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const ascending = (await get<PairListResponse>("/pairs?sort=liquidity&order=asc&limit=100")).pairs.filter((pair) => pair.liquidityUsd !== null);
    expect(ascending.map((pair) => pair.pairAddress)).toEqual(
      byLiquidity.pairs
        .filter((pair) => pair.liquidityUsd !== null)
        .map((pair) => pair.pairAddress)
        .reverse(),
    );
    const second = await get<PairListResponse>("/pairs?limit=1&offset=1");
    expect(second).toMatchObject({ count: 1, total: newest.total, limit: 1, offset: 1 });
    expect(second.pairs[0]!.pairAddress).toBe(newest.pairs[1]!.pairAddress);
    expect(await get<PairListResponse>(`/pairs?offset=${newest.total}`)).toMatchObject({ pairs: [], count: 0, total: newest.total });
  });

  it("lists a launch with the price, market cap, 24h volume and trade counts recomputed from its trades", async () => {
    const trades = await launchpadTrades(driver, refs(), heavy);
    const { tokens } = await get<TokenListResponse>("/tokens?tokenType=launchpad&sort=volume24h&limit=100");
    const listed = tokens.find((token) => token.address === heavy.toLowerCase())!;
    const last = trades.at(-1)!;
    expect(listed).toMatchObject({
      symbol: "HEAVY",
      tokenType: "launchpad",
      pairAddress: heavy.toLowerCase(),
      buys24h: trades.filter((trade) => trade.isBuy).length,
      sells24h: trades.filter((trade) => !trade.isBuy).length,
      imageUri: "https://img.example/HEAVY.png",
      bonded: false,
    });
    expect(listed.priceUsd! / last.priceUsd).toBeCloseTo(1, 9);
    expect(listed.marketCapUsd! / (last.priceUsd * 1e9)).toBeCloseTo(1, 9);
    expect(listed.volume24hUsd / trades.reduce((sum, trade) => sum + trade.tokens * trade.priceUsd, 0)).toBeCloseTo(1, 9);
    const volumes = tokens.map((token) => token.volume24hUsd);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(tokens.findIndex((token) => token.address === heavy.toLowerCase())).toBeLessThan(tokens.findIndex((token) => token.address === light.toLowerCase()));
  });

  it("sorts tokens by market cap with priceless tokens last", async () => {
    const { tokens, total } = await get<TokenListResponse>("/tokens?limit=100");
    expect(total).toBeGreaterThanOrEqual(tokens.length);
    const caps = tokens.map((token) => token.marketCapUsd ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const whype = tokens.find((token) => token.address === WHYPE_ADDRESS)!;
    expect(whype).toMatchObject({ tokenType: "native-wrapped", symbol: "WHYPE" });
    // WHYPE is displayed nowhere: its chart is one of its HyperSwap pools, not a launch it quotes.
    expect([refs().v2Pair, refs().v3Pool].map((pool) => pool.toLowerCase())).toContain(whype.pairAddress);
  });

  it("shows the configured $LQSCAN token, else on the devnet its most traded launch, else nothing", async () => {
    const mostTraded = (await get<TokenListResponse>("/tokens?tokenType=launchpad&sort=volume24h&limit=1")).tokens[0]!;
    expect(await get<LqscanResponse>("/lqscan")).toEqual({ source: "most-traded", token: mostTraded });
    const configured = await callWorker(new Request("http://app/api/v1/indexer/lqscan"), { LQSCAN_TOKEN: light });
    const body = await configured.json<LqscanResponse>();
    expect(body.source).toBe("configured");
    expect(body.token).toMatchObject({ address: light.toLowerCase(), symbol: "LIGHT" });
    const mainnet = await callWorker(new Request("http://app/api/v1/indexer/lqscan"), { CHAIN: "hyperevm" });
    expect(await mainnet.json()).toEqual({ source: null, token: null });
  });
});
