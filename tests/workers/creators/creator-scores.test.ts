import { createScheduledController, env, SELF } from "cloudflare:test";
import { encodeFunctionData, type Hex, parseAbi } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreatorPerformance } from "../../../shared/schemas/launchpad";
import type { CreatorScore, LeaderboardResponse } from "../../../shared/schemas/leaderboard";
import { confidenceTier, listFilterTier } from "../../../shared/scoring";
import { cacheStoreFor } from "../../../workers/cache/cache-for-env";
import { LEADERBOARD_CACHE_KEY } from "../../../workers/db/creator-scores";
import worker from "../../../workers/index";
import { launchpadScenario, type Scenario, type ScenarioToken, SUPPLY, volumeUsd } from "../queries/launchpad-scenario";

let scenario: Scenario;
let bndSupply: number;

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await SELF.fetch(`http://app/api${path}`);
  expect(res.status, path).toBe(status);
  return res.json<T>();
}

/** Fires the five-minute cron trigger as of unix time `at`. */
async function runCron(at: number) {
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: at * 1000 }), env);
}

async function leaderboardRow(principal: string): Promise<CreatorScore> {
  const { creators } = await get<LeaderboardResponse>("/v1/leaderboard?limit=100");
  const row = creators.find((creator) => creator.principal === principal);
  if (row === undefined) throw new Error(`${principal} is not on the leaderboard`);
  return row;
}

const lastPrice = (token: ScenarioToken) => token.trades.at(-1)?.priceUsd ?? token.launchPriceUsd;
const part = (amount: number, full: number) => Math.min(100, (amount / full) * 100);

/** A figure's standing among every creator's (0-100): the share of the others below it, equal ones counting half. */
function standingAmong(value: number, values: number[]): number {
  const below = values.filter((other) => other < value).length;
  const equal = values.filter((other) => other === value).length - 1;
  return ((below + equal / 2) / (values.length - 1)) * 100;
}

/**
 * The Guide's score of `row` measured against every creator on the board, as the spec's weights and our calibration say;
 * `rated` false when none of the creator's tokens is an hour old yet: the success rate is left out and the rest scaled to 100.
 */
function guideScore(row: CreatorScore, board: CreatorScore[], rated = true): number {
  const among = (figure: (creator: CreatorScore) => number) => standingAmong(figure(row), board.map(figure));
  const others =
    0.33 * among((creator) => creator.totalVolume) +
    0.15 * among((creator) => creator.totalHolders) +
    0.15 * among((creator) => creator.generatedMarketcapUSD) +
    0.04 * among((creator) => creator.totalTrades);
  return rated ? 0.33 * row.successRate + others : others / 0.67;
}

/** A creator's figures worked out here from the chain's logs and the spec's formulas. */
function expectedFigures(tokens: { token: ScenarioToken; supply: number }[], active: number) {
  const volume = tokens.reduce((sum, { token }) => sum + volumeUsd(token.trades), 0);
  const trades = tokens.reduce((sum, { token }) => sum + token.trades.length, 0);
  const marketcap = tokens.reduce((sum, { token, supply }) => sum + lastPrice(token) * supply, 0);
  const generated = tokens.reduce((sum, { token, supply }) => sum + Math.max(0, lastPrice(token) * supply - token.launchPriceUsd * SUPPLY), 0);
  const successRate = (active / tokens.length) * 100;
  return { volume, trades, marketcap, generated, successRate };
}

describe("creator scores from the five-minute cron", () => {
  beforeAll(async () => {
    scenario = await launchpadScenario(2);
    const data = encodeFunctionData({ abi: parseAbi(["function totalSupply() view returns (uint256)"]), functionName: "totalSupply" });
    bndSupply = Number(BigInt(await scenario.driver.rpc<Hex>("eth_call", [{ to: scenario.tokens.bnd.address, data }, "latest"]))) / 1e6;
  }, 120_000);

  it("has an empty leaderboard before the first run", async () => {
    // As before the cron's first run, whatever ran earlier in this file: no scores stored, none cached.
    await env.DB.exec("DELETE FROM creator_scores");
    await cacheStoreFor(env).delete(LEADERBOARD_CACHE_KEY);
    expect(await get("/v1/leaderboard")).toEqual({ creators: [], total: 0, sort: "confidenceScore", order: "desc", limit: 50, offset: 0, computedAt: null });
  });

  it("scores every creator with both schemes and ranks them, as worked out from the chain", async () => {
    const at = scenario.lastBlockAt + 60;
    await runCron(at);
    const { alp, bnd, idl } = scenario.tokens;
    const { a, b, c } = scenario.creators;

    // A minute after the last trade every token is younger than an hour: none is a success or a failure yet, not even
    // the frozen one, so no creator has a success rate and both scores stand on the other parts.
    const figures = expectedFigures(
      [
        { token: bnd, supply: bndSupply },
        { token: alp, supply: SUPPLY },
      ],
      2,
    );
    // People holding each token (markets are not holders): the whale of BND; ALP's creator and two traders.
    const holders = 1 + 3;
    const rowA = await leaderboardRow(a);
    expect(rowA).toMatchObject({
      principal: a,
      walletAddress: a,
      totalTokens: 2,
      activeTokens: 0,
      successRate: 0,
      totalHolders: holders,
      totalTrades: figures.trades,
      lastTokenCreated: bnd.createdAt,
    });
    expect(rowA.totalVolume / (figures.volume * 1e6)).toBeCloseTo(1, 9);
    expect(rowA.btcVolume / ((figures.volume * 1e6) / 1e8)).toBeCloseTo(1, 9);
    expect(rowA.totalMarketcap / figures.marketcap).toBeCloseTo(1, 9);
    expect(rowA.generatedMarketcapUSD / figures.generated).toBeCloseTo(1, 9);
    expect(rowA.generatedMarketcapBTC / (figures.generated / 93_000)).toBeCloseTo(1, 9);
    const board = (await get<LeaderboardResponse>("/v1/leaderboard?limit=100")).creators;
    const guide = guideScore(rowA, board, false);
    const filter = (0.33 * part(figures.volume * 1e6, 1e10) + 0.34 * part(holders, 1000)) / 0.67;
    expect(rowA.confidenceScore).toBeCloseTo(guide, 9);
    expect(rowA.weightedScore).toBeCloseTo(filter, 9);
    expect(rowA.confidenceTier).toBe(confidenceTier(guide));
    expect(rowA.filterTier).toBe(listFilterTier(filter));

    const rowB = await leaderboardRow(b);
    expect(rowB).toMatchObject({ totalTokens: 1, activeTokens: 0, successRate: 0, totalHolders: 1, totalTrades: 1 });
    // B's seconds-old frozen token is no failure yet.
    expect(rowB.confidenceScore).toBeCloseTo(guideScore(rowB, board, false), 9);
    const rowC = await leaderboardRow(c);
    expect(rowC).toMatchObject({
      totalTokens: 1,
      activeTokens: 0,
      successRate: 0,
      totalHolders: 0,
      totalTrades: 0,
      totalVolume: 0,
      generatedMarketcapUSD: 0,
    });
    expect(rowC.confidenceScore).toBeCloseTo(guideScore(rowC, board, false), 9);
    expect(rowC.totalMarketcap / (idl.launchPriceUsd * SUPPLY)).toBeCloseTo(1, 9);

    // Ranks follow the scores.
    expect(board.map((creator) => creator.rank)).toEqual(board.map((_, index) => index + 1));
    for (let i = 1; i < board.length; i++) expect(board[i - 1]!.confidenceScore).toBeGreaterThanOrEqual(board[i]!.confidenceScore);
    expect(rowA.rank).toBe(1);
    const { computedAt, creators } = await get<LeaderboardResponse>("/v1/leaderboard?limit=100");
    expect(computedAt).toBe(at);
    const weighted = [...creators].sort((x, y) => x.weightedRank - y.weightedRank);
    for (let i = 1; i < weighted.length; i++) expect(weighted[i - 1]!.weightedScore).toBeGreaterThanOrEqual(weighted[i]!.weightedScore);
  });

  it("stores each creator's performance with their tokens, newest first, and why each is inactive", async () => {
    // Its own run, a minute after the last trade: the test does not lean on an earlier one's.
    await runCron(scenario.lastBlockAt + 60);
    const { alp, bnd, frz } = scenario.tokens;
    const performance = await get<CreatorPerformance>(`/creator/${scenario.creators.a}/performance`);
    expect(performance.tokens.map((token) => [token.id, token.is_active, token.inactive_reason])).toEqual([
      [bnd.address, true, null],
      [alp.address, true, null],
    ]);
    expect(performance.rank).toBe((await leaderboardRow(scenario.creators.a)).rank);
    const frozen = await get<CreatorPerformance>(`/creator/${scenario.creators.b}/performance`);
    expect(frozen.tokens.map((token) => [token.id, token.is_active, token.inactive_reason])).toEqual([[frz.address, false, "Trading disabled"]]);
    const stranger = scenario.whale;
    expect(await get(`/creator/${stranger}/performance`, 404)).toEqual({ error: "Not Found", message: `Creator not found: ${stranger}` });
  });

  it("marks tokens older than an hour priced under 0.25 sats 'Price too low', and idle ones after two days 'No trading activity'", async () => {
    const { alp, bnd, idl } = scenario.tokens;
    const { a, c } = scenario.creators;
    const reasons = async (principal: string) =>
      (await get<CreatorPerformance>(`/creator/${principal}/performance`)).tokens.map((token) => [token.id, token.inactive_reason]);

    await runCron(idl.createdAt + 2 * 3600);
    // Launch prices are around $0.00001 (0.01 sats); the pumped bonded token is above $0.00025.
    expect(await reasons(a)).toEqual([
      [bnd.address, null],
      [alp.address, "Price too low"],
    ]);
    expect(await reasons(c)).toEqual([[idl.address, "Price too low"]]);
    expect(await leaderboardRow(a)).toMatchObject({ activeTokens: 1, successRate: 50 });
    expect(await leaderboardRow(c)).toMatchObject({ activeTokens: 0, successRate: 0 });

    await runCron(scenario.lastBlockAt + 3 * 86_400);
    expect(await reasons(a)).toEqual([
      [bnd.address, "No trading activity"],
      [alp.address, "Price too low"],
    ]);
    expect(await leaderboardRow(a)).toMatchObject({ activeTokens: 0, successRate: 0 });
  });

  it("stores the scores when the cache cannot be written: the leaderboard reads them from D1", async () => {
    const at = scenario.lastBlockAt + 180;
    await cacheStoreFor(env).delete(LEADERBOARD_CACHE_KEY);
    // A Redis that refuses every connection stands for one the cron cannot reach in time.
    const unreachableRedis = { ...env, UPSTASH_REDIS_REST_URL: "http://127.0.0.1:9", UPSTASH_REDIS_REST_TOKEN: "any" };
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: at * 1000 }), unreachableRedis);
    expect((await get<LeaderboardResponse>("/v1/leaderboard")).computedAt).toBe(at);
    expect(await leaderboardRow(scenario.creators.a)).toMatchObject({ totalTokens: 2, activeTokens: 0 });
  });

  it("serves the leaderboard from the cache the cron fills for 300 s", async () => {
    const at = scenario.lastBlockAt + 120;
    await runCron(at);
    const before = await leaderboardRow(scenario.creators.a);
    await env.DB.prepare("UPDATE creator_scores SET total_tokens = 99 WHERE principal = ?1").bind(scenario.creators.a).run();
    expect(await leaderboardRow(scenario.creators.a)).toEqual(before);
    const { metadata } = await env.CACHE.getWithMetadata<{ expiresAt: number }>("creators:leaderboard");
    expect(metadata!.expiresAt - Date.now()).toBeGreaterThan(250_000);
    expect(metadata!.expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    // The next run replaces both the stored scores and the cached snapshot.
    await runCron(at + 300);
    expect(await leaderboardRow(scenario.creators.a)).toMatchObject({ totalTokens: 2 });
    expect((await get<LeaderboardResponse>("/v1/leaderboard")).computedAt).toBe(at + 300);
  });

  it("sorts by any score field either way and pages with limit and offset", async () => {
    await runCron(scenario.lastBlockAt + 60);
    const { a, b, c } = scenario.creators;
    const all = await get<LeaderboardResponse>("/v1/leaderboard?sort=totalTokens&order=desc&limit=100");
    const mine = all.creators.map((creator) => creator.principal).filter((principal) => [a, b, c].includes(principal as never));
    // B and C both have one token: equal values keep rank order.
    const [rowB, rowC] = [await leaderboardRow(b), await leaderboardRow(c)];
    expect(mine).toEqual(rowC.rank < rowB.rank ? [a, c, b] : [a, b, c]);
    const ascending = await get<LeaderboardResponse>("/v1/leaderboard?sort=totalVolume&order=asc&limit=100");
    const volumes = ascending.creators.map((creator) => creator.totalVolume);
    expect(volumes).toEqual([...volumes].sort((x, y) => x - y));
    const second = await get<LeaderboardResponse>("/v1/leaderboard?sort=totalTokens&limit=1&offset=1");
    expect(second).toMatchObject({ creators: [all.creators[1]], total: all.total, sort: "totalTokens", order: "desc", limit: 1, offset: 1 });
  });

  it.each([
    [
      "sort=holders",
      "Invalid enum value. Expected 'confidenceScore' | 'weightedScore' | 'successRate' | 'totalVolume' | 'totalTokens' | 'activeTokens' | 'totalHolders' | 'totalTrades' | 'totalMarketcap' | 'generatedMarketcapUSD' | 'lastTokenCreated', received 'holders'",
    ],
    ["order=up", "Invalid enum value. Expected 'desc' | 'asc', received 'up'"],
    ["limit=0", "Number must be greater than or equal to 1"],
    ["limit=101", "Number must be less than or equal to 100"],
    ["offset=-1", "Number must be greater than or equal to 0"],
    ["offset=first", "Expected a numeric string"],
  ])("GET /api/v1/leaderboard?%s answers 400 with the spec's wording", async (query, message) => {
    expect(await get(`/v1/leaderboard?${query}`, 400)).toMatchObject({ error: "Bad Request", message });
  });
});
