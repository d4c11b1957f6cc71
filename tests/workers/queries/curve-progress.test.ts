import { SELF } from "cloudflare:test";
import { type Abi, type Address, decodeEventLog, decodeFunctionResult, encodeFunctionData, formatEther, type Hex, parseAbi } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurveProgress } from "../../../shared/schemas/curve-progress";
import type { TokenListResponse } from "../../../shared/schemas/markets";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { TokensResponse } from "../../../shared/schemas/token-lists";
import { launchpadScenario, type Scenario } from "./launchpad-scenario";

// The bonding-curve progress the API serves, recomputed from the launchpad contract's own views:
// getLiquidity (virtual reserves), estimateBuy, getTokenFrozenStatus and getTokenBondingStatus.

let scenario: Scenario;

const views = parseAbi([
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
  "function estimateBuy(address token, uint256 hypeAmount) view returns (uint256)",
  "function getTokenFrozenStatus(address token) view returns (address, bool isFrozen, uint256 frozenTimestamp)",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
  "function VIRTUAL_HYPE_LIQUIDITY() view returns (uint256)",
  "function TOTAL_SUPPLY() view returns (uint256)",
  "function TOKENS_FOR_SALE() view returns (uint256)",
]);
const purchased = parseAbi([
  "event TokensPurchased(address indexed token, address indexed buyer, uint256 hypeIn, uint256 tokensOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
]);

async function view<T>(functionName: string, args: readonly unknown[] = []): Promise<T> {
  const data = encodeFunctionData({ abi: views as Abi, functionName, args });
  const result = await scenario.driver.rpc<Hex>("eth_call", [{ to: scenario.launchpad, data }, "latest"]);
  return decodeFunctionResult({ abi: views as Abi, functionName, data: result }) as T;
}

async function get<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`http://app${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
}

/** What the contract's views say of `token`'s curve: tokens sold and real HYPE held, in whole units. */
async function fromViews(token: Address) {
  const [hypeReserve, tokenReserve] = await view<[bigint, bigint]>("getLiquidity", [token]);
  const [virtualHype, totalSupply, forSale] = await Promise.all([
    view<bigint>("VIRTUAL_HYPE_LIQUIDITY"),
    view<bigint>("TOTAL_SUPPLY"),
    view<bigint>("TOKENS_FOR_SALE"),
  ]);
  const sold = totalSupply - tokenReserve;
  return {
    tokensSold: Number(sold) / 1e6,
    tokensForSale: Number(forSale) / 1e6,
    hypeRaised: Number(formatEther(hypeReserve - virtualHype)),
    progress: (Number(sold) / Number(forSale)) * 100,
    left: forSale - sold,
  };
}

/** The curve of `token` as the pair detail, the indexer's token list and the launchpad's newest tokens serve it; they must agree. */
async function served(token: Address): Promise<CurveProgress> {
  const { pair } = await get<PairDetailResponse>(`/api/v1/indexer/info/${token}`);
  const { tokens } = await get<TokenListResponse>("/api/v1/indexer/tokens?tokenType=launchpad&sort=newest&limit=100");
  const { tokens: newest } = await get<TokensResponse>("/api/newest-tokens");
  const listed = tokens.find((entry) => entry.address === token)!;
  const launch = newest.find((entry) => entry.address === token)!;
  expect(listed.curve).toEqual(pair!.curve);
  expect(launch.curve).toEqual(pair!.curve);
  expect(launch.progress).toBe(pair!.curve!.progress);
  return pair!.curve!;
}

describe("bonding-curve progress, against the launchpad's own views", () => {
  beforeAll(async () => {
    scenario = await launchpadScenario(3);
  }, 120_000);

  it("serves tokens sold of the 649.3M for sale and the HYPE raised (virtual liquidity excluded) as getLiquidity says", async () => {
    const { alp, idl } = scenario.tokens;
    for (const token of [alp.address, idl.address]) {
      const chain = await fromViews(token);
      const curve = await served(token);
      expect(curve).toMatchObject({ status: "bonding", tokensSold: chain.tokensSold, tokensForSale: 649_300_000, hypeRaised: chain.hypeRaised });
      expect(curve.progress).toBeCloseTo(chain.progress, 4);
    }
    // Nobody bought IDL: nothing sold, nothing raised.
    expect(await served(idl.address)).toMatchObject({ tokensSold: 0, hypeRaised: 0, progress: 0 });
    // ALP's first buy, two more and a sell: a few HYPE raised, a sliver of the supply sold.
    const alpCurve = await served(alp.address);
    expect(alpCurve.hypeRaised).toBeGreaterThan(5);
    expect(alpCurve.hypeRaised).toBeLessThan(6);
  });

  it("serves as HYPE left to graduation what the contract charges the buy that takes the last token for sale", async () => {
    const { alp } = scenario.tokens;
    const curve = await served(alp.address);
    const { left } = await fromViews(alp.address);
    // The contract refunds what a buy pays beyond the last token: a buy far larger pays exactly what is left.
    const snapshot = await scenario.driver.snapshot();
    let paid: bigint;
    try {
      await scenario.driver.buy(scenario.traders[1]!, alp.address, 10n ** 21n);
      const [hash] = await scenario.driver.mine(scenario.lastBlockAt + 1);
      const receipt = await scenario.driver.rpc<{ logs: { address: string; topics: [Hex, ...Hex[]]; data: Hex }[] }>("eth_getTransactionReceipt", [hash]);
      const log = receipt.logs.find((entry) => entry.address.toLowerCase() === scenario.launchpad.toLowerCase())!;
      const { args } = decodeEventLog({ abi: purchased, ...log });
      expect(args.tokensOut).toBe(left);
      paid = args.hypeIn;
    } finally {
      await scenario.driver.revert(snapshot);
    }
    expect(curve.hypeToGraduate).toBe(Number(formatEther(paid)));
    // estimateBuy agrees: that much takes every token left, a millionth of a HYPE less does not.
    expect(await view<bigint>("estimateBuy", [alp.address, paid])).toBe(left);
    expect(await view<bigint>("estimateBuy", [alp.address, paid - 10n ** 12n])).toBeLessThan(left);
  });

  it("serves a sold-out launch at 100 % with nothing left, and a graduated one with its bonding time and V2 pair", async () => {
    const { frz, bnd } = scenario.tokens;
    const [, frozen] = await view<[Address, boolean, bigint]>("getTokenFrozenStatus", [frz.address]);
    expect(frozen).toBe(true);
    expect(await served(frz.address)).toMatchObject({ status: "sold-out", progress: 100, tokensSold: 649_300_000, hypeToGraduate: 0, graduatedAt: null });

    const [, bonded, bondedAt] = await view<[Address, boolean, bigint]>("getTokenBondingStatus", [bnd.address]);
    expect(bonded).toBe(true);
    const curve = await served(bnd.address);
    expect(curve).toMatchObject({
      status: "graduated",
      progress: 100,
      tokensSold: 649_300_000,
      hypeToGraduate: 0,
      graduatedAt: Number(bondedAt),
      graduatedPair: scenario.bndPair,
      hypeRaised: (await fromViews(bnd.address)).hypeRaised,
    });
    // The V2 pair's page tells the same story as the dead curve's.
    expect((await get<PairDetailResponse>(`/api/v1/indexer/info/${scenario.bndPair}`)).pair!.curve).toEqual(curve);
  });
});
