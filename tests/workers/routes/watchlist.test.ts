import { type Address, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import { WATCHLIST_FULL, WATCHLIST_MAX, type WatchedMarketsResponse } from "../../../shared/schemas/watchlist";
import { api, ingestAndPublish, newUser, type User } from "../alerts/alert-driver";
import { chainDriver } from "../ingest/chain-driver";

// The signed-in watchlist as the page keeps it, and the starred markets' figures as the discovery home reads them.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const clock = new BlockClock(devnet.deployedAt);
const CREATOR = "0x00000000000000000000000000000000000a1e11" as Address;
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

const listOf = async (user: User) => ((await (await api(user, "GET", "/watchlist")).json()) as { pairs: string[] }).pairs;

let alice: User;
let bob: User;
let token: Address;

beforeAll(async () => {
  await driver.resetChain();
  await driver.fund([CREATOR], 1_000n);
  await driver.createToken(CREATOR, "STAR", parseEther("3"));
  const [created] = await driver.mine(clock.advance(20));
  token = (await driver.createdToken(created!)).toLowerCase() as Address;
  await ingestAndPublish();
  [alice, bob] = await Promise.all([newUser("alice"), newUser("bob")]);
}, 60_000);

describe("the watchlist", () => {
  it("stars and unstars for the signed-in user only, and merges the browser's list in", async () => {
    expect((await api(null, "GET", "/watchlist")).status).toBe(401);
    expect((await api(alice, "PUT", `/watchlist/${token.toUpperCase().replace("0X", "0x")}`)).status).toBe(200);
    expect(await listOf(alice)).toEqual([token]);
    expect(await listOf(bob)).toEqual([]);
    const merged = await api(alice, "POST", "/watchlist/merge", { pairs: [token, addr(1), addr(2)] });
    expect(((await merged.json()) as { pairs: string[] }).pairs.sort()).toEqual([token, addr(1), addr(2)].sort());
    await api(bob, "DELETE", `/watchlist/${token}`);
    expect(await listOf(alice)).toHaveLength(3);
    await api(alice, "DELETE", `/watchlist/${addr(1)}`);
    expect((await listOf(alice)).sort()).toEqual([token, addr(2)].sort());
  });

  it(`holds at most ${WATCHLIST_MAX} tokens`, async () => {
    const carol = await newUser("carol");
    const full = Array.from({ length: WATCHLIST_MAX }, (_, i) => addr(0x1000 + i));
    expect((await api(carol, "POST", "/watchlist/merge", { pairs: full })).status).toBe(200);
    const refused = await api(carol, "PUT", `/watchlist/${token}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(WATCHLIST_FULL);
    expect(await listOf(carol)).toHaveLength(WATCHLIST_MAX);
    expect((await api(carol, "POST", "/watchlist/merge", { pairs: [...full, token] })).status).toBe(400);
  });

  it("reads each starred market's price, market cap and curve as the pair page shows them", async () => {
    const response = await api(null, "GET", `/watchlist/markets?pairs=${token},${addr(0xdead)}`);
    const { markets } = (await response.json()) as WatchedMarketsResponse;
    const { pair } = (await (await api(null, "GET", `/indexer/info/${token}`)).json()) as PairDetailResponse;
    expect(markets).toEqual([
      {
        pairAddress: token,
        symbol: "STAR",
        name: pair!.token0Name,
        imageUri: pair!.tokenImageUri,
        priceUsd: pair!.latestPriceUsd,
        marketCapUsd: pair!.latestMcapUsd,
        priceChange24h: pair!.stats["24h"].priceChangePercent,
        curve: pair!.curve,
      },
    ]);
    expect(markets[0]!.priceUsd).toBeGreaterThan(0);
  });
});
