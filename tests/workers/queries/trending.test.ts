import { SELF } from "cloudflare:test";
import { type Abi, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { TrendingResponse, TrendingRow } from "../../../shared/schemas/trending";
import { type ChainTrade, launchpadTrades } from "../ingest/recompute";
import { launchpadScenario, type Scenario } from "./launchpad-scenario";

// The trending ranking and the discovery lists' filters and paging, against four launches traded on the devnet. Every
// figure is recomputed here from the launchpad's raw TokensPurchased/TokensSold logs and its getLiquidity view.

let scenario: Scenario;
let alpTrades: ChainTrade[];

async function trending(query: string, status = 200): Promise<TrendingResponse & { message?: string }> {
  const res = await SELF.fetch(`http://app/api/v1/indexer/trending?${query}`);
  expect(res.status, query).toBe(status);
  return res.json();
}

const rowOf = (rows: TrendingRow[], pair: string) => rows.find((row) => row.pairAddress === pair.toLowerCase());

/** The curve's token reserve in whole tokens, as the launchpad's own view reports it. */
async function curveTokens(token: string): Promise<number> {
  const abi = parseAbi(["function getLiquidity(address) view returns (uint256, uint256)"]) as Abi;
  const data = encodeFunctionData({ abi, functionName: "getLiquidity", args: [token] });
  const result = await scenario.driver.rpc<Hex>("eth_call", [{ to: scenario.launchpad, data }, "latest"]);
  const [, tokens] = decodeFunctionResult({ abi, functionName: "getLiquidity", data: result }) as readonly bigint[];
  return Number(tokens!) / 1e6;
}

beforeAll(async () => {
  scenario = await launchpadScenario(5);
  const contracts = inject("indexerDevnet").contracts;
  alpTrades = await launchpadTrades(
    scenario.driver,
    {
      launchpad: contracts.launchpad!,
      v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
      v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
      usdt0: contracts.stablecoins![0]!.address,
    },
    scenario.tokens.alp.address,
  );
}, 120_000);

describe("GET /api/v1/indexer/trending", () => {
  it("ranks ALP's curve from its volume, traders, price change and buy pressure as the swap logs give them", async () => {
    const { rows, window } = await trending("window=24h&limit=100");
    expect(window).toBe("24h");
    const alp = rowOf(rows, scenario.tokens.alp.address)!;
    const sum = (trades: ChainTrade[]) => trades.reduce((total, trade) => total + trade.tokens * trade.priceUsd, 0);
    const buys = alpTrades.filter((trade) => trade.isBuy);
    const sells = alpTrades.filter((trade) => !trade.isBuy);
    // The creator's first buy, two traders' buys and one trader's sell: three distinct traders, three buys, one sell.
    expect(new Set(alpTrades.map((trade) => trade.trader)).size).toBe(3);
    expect(alp).toMatchObject({ protocol: "liquidlaunch", symbol: "ALP5", buys: 3, sells: 1, traders: 3, holders: 3, bondedAt: null });
    expect(alp.volumeUsd / sum(alpTrades)).toBeCloseTo(1, 9);
    expect(alp.buyVolumeUsd / sum(buys)).toBeCloseTo(1, 9);
    expect(alp.sellVolumeUsd / sum(sells)).toBeCloseTo(1, 9);
    const pressure = (sum(buys) - sum(sells)) / (sum(buys) + sum(sells));
    expect(alp.buyPressure).toBeCloseTo(pressure, 9);
    const launch = scenario.tokens.alp.launchPriceUsd;
    const change = ((alpTrades.at(-1)!.priceUsd - launch) / launch) * 100;
    expect(alp.priceChange).toBeCloseTo(change, 6);
    // The published formula with the 24h half points ($50,000 and 100 traders).
    const volume = sum(alpTrades);
    const score = (40 * volume) / (volume + 50_000) + (25 * 3) / (3 + 100) + 20 * Math.max(-1, Math.min(1, change / 100)) + 15 * pressure;
    expect(alp.score).toBeCloseTo(score, 6);
    // Ranked by that score: no listed market scores more than the one above it.
    const scores = rows.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("shows a bonded launch on its V2 pair only, and never-traded IDL with nothing in the window", async () => {
    const { rows } = await trending("window=1h&limit=100");
    expect(rowOf(rows, scenario.tokens.bnd.address)).toBeUndefined();
    expect(rowOf(rows, scenario.bndPair)).toMatchObject({ protocol: "hyperswap-v2", symbol: "BND5", progress: 100 });
    expect(rowOf(rows, scenario.tokens.idl.address)).toMatchObject({ volumeUsd: 0, traders: 0, buys: 0, sells: 0, buyPressure: 0, progress: 0 });
  });

  it("filters curves about to graduate by bonded, market and holders, sorted by the curve's own progress", async () => {
    const { rows, total } = await trending("bonded=false&market=liquidlaunch&sort=progress&limit=100");
    const ours = rows.filter((row) => row.symbol.endsWith("5"));
    expect(ours.map((row) => row.symbol)).toEqual(["FRZ5", "ALP5", "IDL5"]);
    expect(total).toBe(rows.length);
    const { alp, frz } = scenario.tokens;
    // Sold out: the whole 649,300,000 for sale are gone.
    expect(rowOf(rows, frz.address)!.progress).toBe(100);
    expect(rowOf(rows, alp.address)!.progress).toBeCloseTo(((1e9 - (await curveTokens(alp.address))) / 649_300_000) * 100, 6);
    for (const row of rows) expect([row.protocol, row.bondedAt]).toEqual(["liquidlaunch", null]);

    const held = await trending("minHolders=2&limit=100");
    expect(held.rows.map((row) => row.symbol)).toEqual(["ALP5"]);
    const bonded = await trending("bonded=true&limit=100");
    expect(bonded.rows.map((row) => row.pairAddress)).toEqual([scenario.bndPair]);
  });

  it("pages every market exactly once, in order, two at a time", async () => {
    const all = await trending("sort=liquidityUsd&order=desc&limit=100");
    expect(all.total).toBeGreaterThan(4);
    const paged: TrendingRow[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = await trending(`sort=liquidityUsd&order=desc&limit=2&offset=${offset}`);
      expect(page.total).toBe(all.total);
      paged.push(...page.rows);
    }
    expect(paged.map((row) => row.pairAddress)).toEqual(all.rows.map((row) => row.pairAddress));
    expect(new Set(paged.map((row) => row.pairAddress)).size).toBe(all.total);
    const known = paged.map((row) => row.liquidityUsd).filter((value) => value !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // Nulls last, whichever way the list is sorted.
    const firstNull = paged.findIndex((row) => row.liquidityUsd === null);
    if (firstNull >= 0) expect(paged.slice(firstNull).every((row) => row.liquidityUsd === null)).toBe(true);

    const youngest = await trending("sort=age&order=asc&limit=100");
    const ages = youngest.rows.map((row) => row.createdAt);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });

  it("refuses bad filters with a plain message", async () => {
    expect((await trending("window=2h", 400)).message).toBe("Window must be 5m, 1h, 6h or 24h");
    expect((await trending("minLiquidity=-5", 400)).message).toBe("Minimum liquidity must be a whole number, 0 or more");
    expect((await trending("bonded=maybe", 400)).message).toBe("Bonded must be true or false");
    expect((await trending("market=uniswap", 400)).message).toBe("Market must be liquidlaunch, hyperswap-v2 or hyperswap-v3");
    expect((await trending("limit=0", 400)).message).toBe("Limit must be a whole number from 1 to 100");
  });
});
