import { env, SELF } from "cloudflare:test";
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { devnetChainConfig } from "../../../shared/chains";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { PairFeedServerMessage } from "../../../shared/schemas/pair-feed";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { type CycleResult, ingestStep } from "../../../workers/ingest/ingest-step";
import { publishLive } from "../../../workers/live/publish";
import { chainDriver } from "../ingest/chain-driver";
import { launchpadTrades } from "../ingest/recompute";

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CREATOR = addr(0xc7);
const TRADERS = [addr(0xb1), addr(0xb2), addr(0xb3)];
const erc20 = parseAbi(["function balanceOf(address owner) view returns (uint256)"]);
const clock = new BlockClock(devnet.deployedAt);
const reader = chainReader(devnet.rpcUrl);

async function ingestToHead(): Promise<Extract<CycleResult, { kind: "ingested" }>[]> {
  const deps = { db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 };
  const ingested: Extract<CycleResult, { kind: "ingested" }>[] = [];
  for (;;) {
    const result = await ingestStep(deps, 1000);
    if (result.kind === "idle") return ingested;
    if (result.kind === "ingested") ingested.push(result);
  }
}

const refs = () => ({
  launchpad: contracts.launchpad!,
  v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
  v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
  usdt0: contracts.stablecoins![0]!.address,
});

/** People holding the token, read from the chain: the creator and traders with a balance. */
async function holdersOnChain(token: Address): Promise<number> {
  let holders = 0;
  for (const account of [CREATOR, ...TRADERS]) {
    const data = encodeFunctionData({ abi: erc20, functionName: "balanceOf", args: [account] });
    const answer = await driver.rpc<Hex>("eth_call", [{ to: token, data }, "latest"]);
    if (decodeFunctionResult({ abi: erc20, functionName: "balanceOf", data: answer }) > 0n) holders += 1;
  }
  return holders;
}

describe("the pair's live feed", () => {
  let token: Address;

  beforeAll(async () => {
    await driver.resetChain();
    await driver.fund([CREATOR, ...TRADERS], 10_000n);
    await driver.createToken(CREATOR, "LIVE", parseEther("1"));
    const [created] = await driver.mine(clock.advance(20));
    token = (await driver.createdToken(created!)).toLowerCase() as Address;
    await driver.buy(TRADERS[0]!, token, parseEther("2"));
    await driver.mine(clock.advance(20));
    await ingestToHead();
  }, 60_000);

  it("sends, in each committed update's one frame with its trades, the pair's statistics, holders, price and market cap as that commit left them", async () => {
    const res = await SELF.fetch(`http://app/ws/pairs/${token}`, { headers: { Upgrade: "websocket" } });
    const socket = res.webSocket!;
    socket.accept();
    const messages: PairFeedServerMessage[] = [];
    socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
    const until = async (ready: () => boolean) => {
      for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1m"], candleType: "usd" }));
    await until(() => messages.length > 0);

    // A new holder buys and the first buyer sells half: one commit with a buy and a sell.
    await driver.buy(TRADERS[1]!, token, parseEther("3"));
    await driver.sell(TRADERS[0]!, token, 10n ** 12n);
    await driver.mine(clock.advance(5));
    for (const committed of await ingestToHead()) await publishLive(env, committed);
    await until(() => messages.some((message) => message.type === "update"));
    socket.close();

    // One frame: the subscription's answer, then the update with both trades, the minute's candle and the detail.
    expect(messages.map((message) => message.type)).toEqual(["subscribed", "update"]);
    const update = messages.at(-1);
    if (update?.type !== "update" || update.pair === null) throw new Error("expected the pair's detail");
    expect(update.trades).toHaveLength(2);
    expect(update.candles.map((entry) => entry.timeframe)).toEqual(["1m"]);

    const trades = await launchpadTrades(driver, refs(), token);
    const buys = trades.filter((trade) => trade.isBuy).length;
    expect(update.pairAddress).toBe(token);
    // The devnet's blocks are stamped by its own clock: every trade is inside the day.
    expect(update.pair.stats["24h"].buys).toBe(buys);
    expect(update.pair.stats["24h"].sells).toBe(trades.length - buys);
    expect(update.pair.stats["24h"].buys).toBe(3);
    expect(update.pair.holdersCount).toBe(await holdersOnChain(token));
    expect(update.pair.holdersCount).toBe(3);
    expect(update.pair.latestPriceUsd! / trades.at(-1)!.priceUsd).toBeCloseTo(1, 9);
    expect(update.pair.latestMcapUsd! / (trades.at(-1)!.priceUsd * 1e9)).toBeCloseTo(1, 9);
    // What the page would read from the API now: the same figures.
    const { pair } = await (await SELF.fetch(`http://app/api/v1/indexer/info/${token}`)).json<PairDetailResponse>();
    expect(update.pair).toEqual(pair);
  });
});
