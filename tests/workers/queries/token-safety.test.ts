import { env, SELF } from "cloudflare:test";
import { type Address, decodeEventLog, encodeFunctionData, getAddress, type Hex, parseAbi, parseEther, toEventSelector } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { launchedTokenAddress } from "../../../devnet/simulator/history";
import { BURN_ADDRESSES } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import type { PairListResponse, TokenListResponse } from "../../../shared/schemas/markets";
import type { PairPoolResponse } from "../../../shared/schemas/pair-pool";
import type { TokensResponse } from "../../../shared/schemas/token-lists";
import { SNIPER_BLOCKS, type TokenSafetyResponse } from "../../../shared/schemas/token-safety";
import type { TopTradersResponse } from "../../../shared/schemas/top-traders";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import type { TrendingResponse } from "../../../shared/schemas/trending";
import { chainClient } from "../../../workers/chain/chain-client";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { recordVerdict } from "../../../workers/stores/sniffer-verdicts";
import { sniffToken } from "../../../workers/tools/sniffer/sniff-token";
import { chainDriver } from "../ingest/chain-driver";
import { launchpadTrades } from "../ingest/recompute";

// A launch this file makes on the test devnet (a bundle buying in its creation block, snipers just after, a late
// buyer, a trader who buys twice and sells), its safety figures and PnL checked against raw Transfer logs, the
// launchpad's TokensPurchased/TokensSold logs and its own views.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const launchpad = contracts.launchpad!.toLowerCase();
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0x7c1);
const BUNDLE = [addr(0x7b1), addr(0x7b2)];
const RECEIVER = addr(0x7b9);
const SNIPERS = [addr(0x7a1), addr(0x7a2)];
const LATE = addr(0x7d1);
const TRADER = addr(0x7e1);
const SWAPPER = addr(0x7f1);
const abi = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function transfer(address to, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
  "function getTokenCount() view returns (uint256)",
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
  "function VIRTUAL_HYPE_LIQUIDITY() view returns (uint256)",
]);
type RawLog = { topics: [Hex, ...Hex[]]; data: Hex; blockNumber: Hex };

const view = async <T>(to: string, data: Hex) => driver.rpc<Hex>("eth_call", [{ to, data }, "latest"]).then((hex) => BigInt(hex) as T);
const read = (to: string, functionName: "totalSupply" | "getTokenCount" | "VIRTUAL_HYPE_LIQUIDITY") =>
  view<bigint>(to, encodeFunctionData({ abi, functionName }));

async function get<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`http://app${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
}

let clock = 0;
const mine = () => driver.mine(++clock);
let token: Address;
let creationBlock: number;

/** The token's Transfer logs folded into balances, and who took tokens from the curve in which block. */
async function fromTransferLogs() {
  const logs = await driver.rpc<RawLog[]>("eth_getLogs", [{ address: token, fromBlock: "0x0", toBlock: "latest", topics: [toEventSelector(abi[0])] }]);
  const balances = new Map<string, bigint>();
  const firstBuy = new Map<string, number>();
  const passedFrom = new Map<string, string[]>();
  for (const log of logs) {
    const { args } = decodeEventLog({ abi, ...log, eventName: "Transfer" });
    const [from, to] = [args.from.toLowerCase(), args.to.toLowerCase()];
    balances.set(from, (balances.get(from) ?? 0n) - args.value);
    balances.set(to, (balances.get(to) ?? 0n) + args.value);
    if (from === launchpad && !firstBuy.has(to)) firstBuy.set(to, Number(BigInt(log.blockNumber)));
    if (from !== launchpad && to !== launchpad) passedFrom.set(from, [...(passedFrom.get(from) ?? []), to]);
  }
  return { balances, firstBuy, passedFrom };
}

/** The safety figures as the token's Transfer logs work them out. */
async function recomputed() {
  const { balances, firstBuy, passedFrom } = await fromTransferLogs();
  const supply = Number(await read(token, "totalSupply"));
  const people = [...balances].filter(
    ([holder, balance]) => balance > 0n && holder !== launchpad && holder !== token.toLowerCase() && !BURN_ADDRESSES.includes(holder),
  );
  const shareOf = (wallet: string) => Number(balances.get(wallet) ?? 0n) / supply;
  const top10 = people.sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0)).slice(0, 10);
  const creator = CREATOR.toLowerCase();
  const bought = (from: number, to: number) =>
    [...firstBuy].filter(([wallet, block]) => wallet !== creator && block >= from && block <= to).map(([wallet]) => wallet);
  const bundle = [...bought(creationBlock, creationBlock), ...bought(creationBlock, creationBlock).flatMap((wallet) => passedFrom.get(wallet) ?? [])];
  const snipers = bought(creationBlock + 1, creationBlock + SNIPER_BLOCKS).filter((wallet) => !bundle.includes(wallet));
  const sum = (wallets: string[]) => wallets.reduce((total, wallet) => total + shareOf(wallet), 0);
  return { people: people.length, top10, creator, bundle, snipers, shareOf, sum };
}

describe("a launch's safety figures, top traders and pool, against the chain", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, ...BUNDLE, ...SNIPERS, LATE, TRADER, SWAPPER], 1000n);
    await driver.swapV2(SWAPPER, parseEther("3"));
    await mine();
    // The bundle buys in the creation block: it names the token before its receipt can (the launchpad's next contract).
    token = launchedTokenAddress(getAddress(launchpad), Number(await read(launchpad, "getTokenCount")));
    await driver.createToken(CREATOR, "SAFE", parseEther("2"));
    for (const [i, wallet] of BUNDLE.entries()) await driver.buy(wallet, token, parseEther(String(15 + i * 5)));
    const [created] = await mine();
    expect(getAddress(await driver.createdToken(created!))).toBe(token);
    creationBlock = await driver.head();
    for (const [i, sniper] of SNIPERS.entries()) {
      await driver.buy(sniper, token, parseEther(String(8 + i)));
      await mine();
    }
    for (let block = 0; block < SNIPER_BLOCKS; block++) await mine();
    await driver.buy(LATE, token, parseEther("6"));
    await driver.buy(TRADER, token, parseEther("10"));
    await mine();
    await driver.buy(TRADER, token, parseEther("25"));
    await mine();
    const held = await view<bigint>(token, encodeFunctionData({ abi, functionName: "balanceOf", args: [TRADER] }));
    await driver.sell(TRADER, token, held / 2n);
    await driver.send({ from: BUNDLE[0]!, to: token, data: encodeFunctionData({ abi, functionName: "transfer", args: [RECEIVER, 123_456_789n] }) });
    await mine();
    const deps = {
      db: env.DB,
      reader: chainReader(devnet.rpcUrl),
      watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)),
      startBlock: () => 0,
    };
    for (let step = 0; (await ingestStep(deps, 1000)).kind !== "idle"; step++) if (step > 500) throw new Error("ingestion never reached the head");
  }, 180_000);

  it("gives top-10, creator, sniper and bundle shares and their wallets as the Transfer logs work them out", async () => {
    const { top10, creator, bundle, snipers, shareOf, sum } = await recomputed();
    // The launch is the one intended: two bundle wallets and their receiver, two snipers, the late buyers outside both.
    expect(new Set(bundle)).toEqual(new Set([...BUNDLE, RECEIVER]));
    expect(new Set(snipers)).toEqual(new Set(SNIPERS));

    const answer = await get<TokenSafetyResponse>(`/api/v1/indexer/token-safety/${token}`);
    expect(answer.creationBlock).toBe(creationBlock);
    expect(answer.top10Share).toBeCloseTo(
      top10.reduce((total, [wallet]) => total + shareOf(wallet), 0),
      12,
    );
    expect(answer.wallets.top10.map((wallet) => wallet.address)).toEqual(top10.map(([wallet]) => wallet));
    expect(answer.safety.creatorShare).toBeCloseTo(shareOf(creator), 12);
    expect(answer.safety.creatorShare).toBeGreaterThan(0);
    expect(answer.safety.bundleShare).toBeCloseTo(sum(bundle), 12);
    expect(answer.safety.sniperShare).toBeCloseTo(sum(snipers), 12);
    expect(new Set(answer.wallets.bundle.map((wallet) => wallet.address))).toEqual(new Set(bundle));
    expect(new Set(answer.wallets.snipers.map((wallet) => wallet.address))).toEqual(new Set(snipers));
    expect(answer.wallets.creator).toEqual({ address: creator, share: answer.safety.creatorShare });
    expect(answer.safety.lp).toBeNull();
  });

  it("puts the same figures on the token's list row, and the sniffer's verdict once a report was made", async () => {
    const row = async () => (await get<TokensResponse>("/api/newest-tokens")).tokens.find((entry) => entry.address === token.toLowerCase())?.safety;
    const detail = await get<TokenSafetyResponse>(`/api/v1/indexer/token-safety/${token}`);
    expect(await row()).toEqual({ ...detail.safety, snifferVerdict: null, snifferScore: null });
    // The worker's own chain config points at no node in these tests: the report is made as the sniffer's route makes it.
    const report = await sniffToken(env, chainClient(devnet.rpcUrl), devnetChainConfig(devnet.rpcUrl, contracts), token);
    await recordVerdict(env.DB, report, clock);
    expect(await row()).toMatchObject({ snifferVerdict: report.verdict, snifferScore: report.score });
  });

  it("shows the same figures on the token's discovery and Sphere Tokens rows, whose filters the database applies", async () => {
    const { people, top10, creator, bundle, snipers, shareOf, sum } = await recomputed();
    const address = token.toLowerCase();
    const { snifferVerdict } = (await get<TokenSafetyResponse>(`/api/v1/indexer/token-safety/${token}`)).safety;
    const discovery = (await get<TrendingResponse>("/api/v1/indexer/trending?sort=age&limit=100")).rows.find((row) => row.tokenAddress === address)!;
    const listed = (query: string) => get<TokenListResponse>(`/api/v1/indexer/tokens?sort=newest&limit=100&${query}`).then(({ tokens }) => tokens);
    const row = (await listed("")).find((entry) => entry.address === address)!;
    for (const safety of [discovery.safety, row.safety]) {
      expect(safety.top10Share).toBeCloseTo(sum(top10.map(([wallet]) => wallet)), 12);
      expect(safety.creatorShare).toBeCloseTo(shareOf(creator), 12);
      expect(safety.bundleShare).toBeCloseTo(sum(bundle), 12);
      expect(safety.sniperShare).toBeCloseTo(sum(snipers), 12);
      expect(safety).toMatchObject({ lp: null, snifferVerdict });
    }
    const has = async (query: string) => (await listed(query)).some((entry) => entry.address === address);
    expect(await has(`minHolders=${people}`)).toBe(true);
    expect(await has(`minHolders=${people + 1}`)).toBe(false);
    expect(await has(`minLiquidity=${Math.floor(row.liquidityUsd!)}`)).toBe(true);
    expect(await has(`minLiquidity=${Math.floor(row.liquidityUsd!) + 1}`)).toBe(false);
    expect(await has("bonded=false&market=liquidlaunch")).toBe(true);
    expect(await has("bonded=true")).toBe(false);
    // Tokens that did not launch on the curve: no launch figures, and bonded=false leaves them out.
    const others = await listed("tokenType=stablecoin");
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.safety).toMatchObject({ creatorShare: null, sniperShare: null, bundleShare: null, lp: null });
    expect((await listed("bonded=false")).every((entry) => entry.tokenType === "launchpad" && !entry.bonded)).toBe(true);
    const { pairs } = await get<PairListResponse>("/api/v1/indexer/pairs?limit=100");
    expect(pairs.length).toBeGreaterThan(0);
    expect((await get<PairListResponse>("/api/v1/indexer/pairs?limit=100&bonded=false")).pairs).toEqual([]);
  });

  it("ranks top traders by PnL with realized PnL from the launchpad's trade logs, as the trader page says", async () => {
    const trades = (
      await launchpadTrades(
        driver,
        {
          launchpad,
          v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
          v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
          usdt0: contracts.stablecoins![0]!.address,
        },
        token,
      )
    ).filter((trade) => trade.trader === TRADER.toLowerCase());
    let [position, cost, realized] = [0, 0, 0];
    for (const trade of trades) {
      const usd = trade.tokens * trade.priceUsd;
      if (trade.isBuy) [position, cost] = [position + trade.tokens, cost + usd];
      else {
        const average = cost / position;
        [realized, cost, position] = [realized + usd - average * trade.tokens, cost - average * trade.tokens, position - trade.tokens];
      }
    }
    expect(trades.map((trade) => trade.isBuy)).toEqual([true, true, false]);
    const latest = trades.at(-1)!.priceUsd;

    const { traders } = await get<TopTradersResponse>(`/api/v1/indexer/top-traders/${token}`);
    const totals = traders.map((trader) => trader.totalPnl!);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(traders.map((trader) => trader.holderAddress)).not.toContain(launchpad);
    const entry = traders.find((trader) => trader.holderAddress === TRADER.toLowerCase())!;
    expect(entry.realizedPnl).toBeCloseTo(realized, 6);
    expect(entry.unrealizedPnl).toBeCloseTo(position * latest - cost, 6);
    const { analytics } = await get<TraderResponse>(`/api/v1/indexer/trader/${TRADER}`);
    expect(analytics.realizedPnlUsd).toBeCloseTo(realized, 6);
  });

  it("gives the curve's pooled amounts as the launchpad's getLiquidity says, less its virtual HYPE", async () => {
    const [hypeReserve, tokenReserve] = await driver
      .rpc<Hex>("eth_call", [{ to: launchpad, data: encodeFunctionData({ abi, functionName: "getLiquidity", args: [token] }) }, "latest"])
      .then((hex) => [BigInt(hex.slice(0, 66)), BigInt(`0x${hex.slice(66, 130)}`)] as const);
    const virtual = await read(launchpad, "VIRTUAL_HYPE_LIQUIDITY");
    const pool = await get<PairPoolResponse>(`/api/v1/indexer/pair-pool/${token}`);
    const side = (address: string) => [pool.token0, pool.token1].find((entry) => entry.address === address.toLowerCase())!;
    expect(side(token).amount).toBeCloseTo(Number(tokenReserve) / 1e6, 6);
    expect(side("0x5555555555555555555555555555555555555555").amount).toBeCloseTo(Number(hypeReserve - virtual) / 1e18, 9);
    expect(pool.totalSupply).toBe(Number(await read(token, "totalSupply")) / 1e6);
    expect(pool).toMatchObject({ protocol: "liquidlaunch", lp: null, bondedAt: null, launchedAt: pool.pairCreatedAt });
  });
});
