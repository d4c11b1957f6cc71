import { SELF } from "cloudflare:test";
import { type Abi, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { type ServerToken, serverTokenSchema } from "../../../shared/schemas/launchpad";
import type { CachedDataResponse, CreatorTokensResponse, TokensResponse } from "../../../shared/schemas/token-lists";
import { launchpadScenario, type Scenario, type ScenarioToken, SUPPLY, volumeUsd } from "./launchpad-scenario";

let scenario: Scenario;

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await SELF.fetch(`http://app/api${path}`);
  expect(res.status, path).toBe(status);
  return res.json<T>();
}

const addressesOf = (tokens: ServerToken[]) => tokens.map((token) => token.address);

/** The circulating supply of a token as its contract reports it (bonding burns what the pool does not take). */
async function totalSupply(token: string): Promise<number> {
  const data = encodeFunctionData({ abi: parseAbi(["function totalSupply() view returns (uint256)"]), functionName: "totalSupply" });
  return Number(BigInt(await scenario.driver.rpc<Hex>("eth_call", [{ to: token, data }, "latest"]))) / 1e6;
}

/** What `owner` holds of `token`, in whole tokens. */
async function balanceOf(token: string, owner: string): Promise<number> {
  const data = encodeFunctionData({
    abi: parseAbi(["function balanceOf(address) view returns (uint256)"]),
    functionName: "balanceOf",
    args: [owner as `0x${string}`],
  });
  return Number(BigInt(await scenario.driver.rpc<Hex>("eth_call", [{ to: token, data }, "latest"]))) / 1e6;
}

/** A two-number view of a devnet contract, e.g. reserves. */
async function pairOf(to: string, signature: string, args: readonly unknown[] = []): Promise<[bigint, bigint]> {
  const abi = parseAbi([signature]) as Abi;
  const functionName = signature.slice("function ".length, signature.indexOf("("));
  const data = encodeFunctionData({ abi, functionName, args });
  const result = await scenario.driver.rpc<Hex>("eth_call", [{ to, data }, "latest"]);
  const [first, second] = decodeFunctionResult({ abi, functionName, data: result }) as readonly bigint[];
  return [first!, second!];
}

/** What the chain says the list must show for `token`: price, cap, 24h counts, volume and change. */
function expectFigures(shown: ServerToken, token: ScenarioToken, supply: number) {
  const price = token.trades.at(-1)?.priceUsd ?? token.launchPriceUsd;
  expect(shown.price.usd / price).toBeCloseTo(1, 9);
  expect(shown.marketCap.usd / (price * supply)).toBeCloseTo(1, 9);
  const day = shown.timeframes["24h"];
  expect([day.buys, day.sells]).toEqual([token.trades.filter((trade) => trade.isBuy).length, token.trades.filter((trade) => !trade.isBuy).length]);
  if (token.trades.length === 0) expect(day.volume).toBe(0);
  else expect(day.volume / volumeUsd(token.trades)).toBeCloseTo(1, 9);
}

describe("launchpad token lists from the indexed devnet", () => {
  beforeAll(async () => {
    scenario = await launchpadScenario(1);
  }, 120_000);

  it("lists the four newest tokens, newest first, in the upstream server shape", async () => {
    const { tokens } = await get<TokensResponse>("/newest-tokens");
    const { alp, bnd, frz, idl } = scenario.tokens;
    expect(addressesOf(tokens)).toEqual([idl.address, frz.address, bnd.address, alp.address]);
    for (const token of tokens) expect(serverTokenSchema.safeParse(token).success).toBe(true);
    const [shownIdl] = tokens;
    expect(shownIdl).toMatchObject({
      address: idl.address,
      name: "IDL1 Token",
      symbol: "IDL1",
      creator: scenario.creators.c,
      creationTimestamp: idl.createdAt,
      liquidity: { usd: 0 },
      // Nobody bought: only the launchpad's curve holds it, and a market is not a holder.
      holderCount: 0,
      top10HoldersPercentage: 0,
      metadata: { description: "About IDL1", image_uri: "https://img.example/IDL1.png", twitter: "", website: "", telegram: "" },
      timeframes: { "24h": { volume: 0, buys: 0, sells: 0, priceChange: 0 } },
      isFrozen: false,
    });
    // Never traded: the curve's starting price.
    expectFigures(shownIdl!, idl, SUPPLY);
  });

  it("prices each token from its latest trade and counts its 24h trades and holders as the chain logs say", async () => {
    const { alp, bnd, frz } = scenario.tokens;
    const { tokens } = await get<TokensResponse>("/newest-tokens");
    const byAddress = new Map(tokens.map((token) => [token.address, token]));

    const shownAlp = byAddress.get(alp.address)!;
    expectFigures(shownAlp, alp, SUPPLY);
    // Launched inside the day: the change runs from its launch price.
    const [first, last] = [alp.launchPriceUsd, alp.trades.at(-1)!.priceUsd];
    expect(shownAlp.timeframes["24h"].priceChange).toBeCloseTo(((last - first) / first) * 100, 6);
    // The creator (first buy) and both traders; the launchpad's unsold reserve is a market, not a holder.
    expect(shownAlp).toMatchObject({ holderCount: 3, isFrozen: false });
    // The top 10 are those three people, measured against the whole supply (most of it still in the curve).
    const held = await Promise.all([scenario.creators.a, ...scenario.traders].map((owner) => balanceOf(alp.address, owner)));
    expect(shownAlp.top10HoldersPercentage).toBeCloseTo(held.reduce((sum, balance) => sum + balance, 0) / SUPPLY, 12);
    // Liquidity: twice the curve's real HYPE, its reserve less the 300 virtual HYPE the launchpad counts in it.
    const [hypeReserve] = await pairOf(scenario.launchpad, "function getLiquidity(address) view returns (uint256, uint256)", [alp.address]);
    expect(shownAlp.liquidity.usd / (2 * (Number(hypeReserve) / 1e18 - 300) * scenario.hypeUsd)).toBeCloseTo(1, 9);

    // Bonded: priced on its V2 pair with the burned-down supply; the whale holds it (beside the pair, a market).
    const shownBnd = byAddress.get(bnd.address)!;
    expectFigures(shownBnd, bnd, await totalSupply(bnd.address));
    expect(shownBnd).toMatchObject({ holderCount: 1, isFrozen: false });
    expect(shownBnd.price.usd).toBeGreaterThan(0.00025);
    const reserves = await pairOf(scenario.bndPair, "function getReserves() view returns (uint112, uint112, uint32)");
    const [pairTokens, pairHype] = bnd.address < WHYPE_ADDRESS ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]];
    // Each side at its USD price: the token at its latest trade's, WHYPE at HYPE's.
    const expected = (Number(pairTokens) / 1e6) * bnd.trades.at(-1)!.priceUsd + (Number(pairHype) / 1e18) * scenario.hypeUsd;
    expect(shownBnd.liquidity.usd / expected).toBeCloseTo(1, 9);

    // Sold out and not bonded: frozen. The whale holds it (beside the launchpad's reserve, a market).
    const shownFrz = byAddress.get(frz.address)!;
    expectFigures(shownFrz, frz, SUPPLY);
    expect(shownFrz).toMatchObject({ holderCount: 1, isFrozen: true });
  });

  it("pages the older recent tokens with limit and offset (defaults 15 and 4)", async () => {
    const { alp, bnd, frz, idl } = scenario.tokens;
    expect(addressesOf((await get<TokensResponse>("/older-recent-tokens?limit=2&offset=1")).tokens)).toEqual([frz.address, bnd.address]);
    const defaults = await get<TokensResponse>("/older-recent-tokens");
    const explicit = await get<TokensResponse>("/older-recent-tokens?limit=15&offset=4");
    expect(addressesOf(defaults.tokens)).toEqual(addressesOf(explicit.tokens));
    expect(addressesOf(defaults.tokens)).not.toContain(alp.address);
    expect(addressesOf((await get<TokensResponse>("/older-recent-tokens?offset=0&limit=4")).tokens)).toEqual([
      idl.address,
      frz.address,
      bnd.address,
      alp.address,
    ]);
  });

  it("filters both lists in the database, paging within the filtered launches", async () => {
    const { alp, bnd, frz, idl } = scenario.tokens;
    const listed = async (path: string) => addressesOf((await get<TokensResponse>(path)).tokens);
    expect(await listed("/newest-tokens?bonded=true")).toEqual([bnd.address]);
    expect(await listed("/newest-tokens?market=hyperswap-v2")).toEqual([bnd.address]);
    // The creator and both traders hold ALP (the previous test counts them from the chain); the others have one or none.
    expect(await listed("/newest-tokens?minHolders=3")).toEqual([alp.address]);
    expect(await listed("/older-recent-tokens?offset=0&limit=4&bonded=false")).toEqual([idl.address, frz.address, alp.address]);
    expect(await listed("/older-recent-tokens?offset=1&limit=4&bonded=false")).toEqual([frz.address, alp.address]);
    expect(await listed("/older-recent-tokens?offset=0&limit=4&minHolders=4")).toEqual([]);
  });

  it.each([
    ["/older-recent-tokens?limit=0", "Number must be greater than or equal to 1"],
    ["/older-recent-tokens?limit=101", "Number must be less than or equal to 100"],
    ["/older-recent-tokens?limit=ten", "Expected a numeric string"],
    ["/older-recent-tokens?offset=-1", "Number must be greater than or equal to 0"],
    ["/older-recent-tokens?minHolders=many", "Minimum holders must be a whole number, 0 or more"],
    ["/newest-tokens?bonded=yes", "Bonded must be true or false"],
    ["/creator/0x12/tokens", "Invalid principal address format"],
    [`/creator/0x${"1".repeat(40)}/tokens?limit=101`, "Number must be less than or equal to 100"],
    ["/user/nobody", "Invalid principal address format"],
    [`/profile/0x${"1".repeat(40)},0xnope`, "Invalid principal address format"],
  ])("GET %s answers 400 with the message %s", async (path, message) => {
    expect(await get(path, 400)).toMatchObject({ error: "Bad Request", message });
  });

  it("lists a creator's tokens newest first, at most `limit`", async () => {
    const { alp, bnd } = scenario.tokens;
    const all = await get<CreatorTokensResponse>(`/creator/${scenario.creators.a}/tokens?_t=1700000000000`);
    expect(addressesOf(all.data)).toEqual([bnd.address, alp.address]);
    const checksummed = scenario.creators.a.toUpperCase().replace("0X", "0x");
    expect(addressesOf((await get<CreatorTokensResponse>(`/creator/${checksummed}/tokens?limit=1`)).data)).toEqual([bnd.address]);
    expect(await get(`/creator/0x${"7".repeat(40)}/tokens`)).toEqual({ data: [] });
  });

  it("knows the creators as users and answers 404 for any other wallet", async () => {
    const { alp, bnd } = scenario.tokens;
    expect(await get(`/user/${scenario.creators.a}`)).toEqual({
      principal: scenario.creators.a,
      username: null,
      image: null,
      walletAddress: scenario.creators.a,
      tokenCount: 2,
      firstTokenCreated: alp.createdAt,
      lastTokenCreated: bnd.createdAt,
    });
    const stranger = scenario.traders[0]!;
    expect(await get(`/user/${stranger}`, 404)).toEqual({ error: "Not Found", message: `User not found: ${stranger}` });
  });

  it("maps profiles by principal, for the known users among those asked", async () => {
    const { a, c } = scenario.creators;
    const profiles = await get(`/profile/${a},${c},${scenario.whale}`);
    expect(profiles).toEqual({
      [a]: { username: null, customPictureUrl: null, discordPictureUrl: null, walletAddress: a },
      [c]: { username: null, customPictureUrl: null, discordPictureUrl: null, walletAddress: c },
    });
  });

  it("serves the cached data (top, newest and recent tokens) fresh once, then from the cache", async () => {
    const { alp, bnd, frz, idl } = scenario.tokens;
    const fresh = await get<CachedDataResponse>("/cached-data");
    expect(fresh.cached).toBe(false);
    expect(addressesOf(fresh.value.newestTokens)).toEqual([idl.address, frz.address, bnd.address, alp.address]);
    // The pumped bonded token has the largest market cap on the devnet.
    expect(fresh.value.topTokens[0]!.address).toBe(bnd.address);
    expect(addressesOf(fresh.value.recentTokens)).toEqual(addressesOf((await get<TokensResponse>("/older-recent-tokens?limit=20&offset=4")).tokens));
    const again = await get<CachedDataResponse>("/cached-data");
    expect(again).toEqual({ cached: true, value: fresh.value });
  });
});
