import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { type PositionResponse, positionResponseSchema } from "../../../shared/schemas/token-holders";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { chainDriver } from "../ingest/chain-driver";
import { type ChainTrade, launchpadTrades } from "../ingest/recompute";

// The trade panel's position: what selling it all returns now (the launchpad's own estimateSell of the
// wallet's balanceOf), the current position's cost and average cost, and PnL net of fees, each worked out
// here from the chain's trade logs and views.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const reader = chainReader(devnet.rpcUrl);
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const [CREATOR, XENA, OMAR] = [addr(0x5c1), addr(0x5a1), addr(0x5a2)];
const SWAPPER = addr(0x55a);
const views = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function estimateSell(address token, uint256 tokenAmount) view returns (uint256)",
]);

async function ingestToHead() {
  for (let step = 0; step < 500; step++) {
    const result = await ingestStep({ db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 }, 1000);
    if (result.kind === "idle") return;
  }
  throw new Error("ingestion never reached the head");
}

const view = (to: Address, data: Hex) => driver.rpc<Hex>("eth_call", [{ to, data }, "latest"]).then((hex) => BigInt(hex));

async function positionOf(token: Address, holder: Address): Promise<PositionResponse> {
  const response = await callWorker(new Request(`http://lqscan.test/api/v1/indexer/position/${token}/${holder}`), signInBindings);
  expect(response.status).toBe(200);
  return positionResponseSchema.parse(await response.json());
}

/** What selling the holder's whole balance returns now, by the launchpad's own view, in HYPE. */
async function sellNowOnChain(token: Address, holder: Address) {
  const balance = await view(token, encodeFunctionData({ abi: views, functionName: "balanceOf", args: [holder] }));
  const hype = await view(contracts.launchpad as Address, encodeFunctionData({ abi: views, functionName: "estimateSell", args: [token, balance] }));
  return Number(hype) / 1e18;
}

/** The trader's average-cost account from their fills: buys at what they paid (fee included), sells at what they got. */
function fromFills(trades: ChainTrade[]) {
  let tokens = 0;
  let cost = 0;
  let realized = 0;
  for (const trade of trades) {
    const usd = trade.tokens * trade.priceUsd;
    if (trade.isBuy) {
      tokens += trade.tokens;
      cost += usd;
      continue;
    }
    const removed = (cost * trade.tokens) / tokens;
    realized += usd - removed;
    cost -= removed;
    tokens -= trade.tokens;
  }
  return { tokens, cost, realized, buys: trades.filter((trade) => trade.isBuy) };
}

let clock = 0;
const mine = () => driver.mine(++clock);
let token: Address;
let trades: ChainTrade[];

describe("a wallet's position valued at what selling it returns now", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, XENA, OMAR, SWAPPER], 1000n);
    await driver.swapV2(SWAPPER, parseEther("3"));
    await mine();
    await driver.createToken(CREATOR, "PNLT", parseEther("1"));
    token = await driver.createdToken((await mine())[0]!);
    // Xena buys cheap, buys again dearer, sells most of it, then buys back in: her position is the last buy and what was left.
    await driver.buy(XENA, token, parseEther("5"));
    await mine();
    await driver.buy(OMAR, token, parseEther("40"));
    await mine();
    await driver.buy(XENA, token, parseEther("10"));
    await mine();
    const held = await view(token, encodeFunctionData({ abi: views, functionName: "balanceOf", args: [XENA] }));
    await driver.sell(XENA, token, (held * 4n) / 5n);
    await mine();
    await driver.buy(XENA, token, parseEther("8"));
    await mine();
    await ingestToHead();
    const refs = {
      launchpad: contracts.launchpad!,
      v2Pair: contracts.referencePools!.v2WhypeUsdt0!,
      v3Pool: contracts.referencePools!.v3WhypeUsdt0!,
      usdt0: contracts.stablecoins![0]!.address,
    };
    trades = await launchpadTrades(driver, refs, token);
  }, 120_000);

  it("quotes the whole holding at the launchpad's estimateSell, and values PnL on it against the current position's cost", async () => {
    const { position, value } = await positionOf(token, XENA);
    const fills = fromFills(trades.filter((trade) => trade.trader === XENA.toLowerCase()));
    const last = trades.at(-1)!;
    // No reference-pool trade since: HYPE's USD price is still the one the last fill was priced at.
    const hypeUsd = last.priceUsd / last.price;
    const sellNow = await sellNowOnChain(token, XENA);
    expect(value).not.toBeNull();
    expect(Number(value!.sellNow!.hype)).toBeCloseTo(sellNow, 12);
    expect(value!.sellNow!.route).toBe("launchpad");
    expect(value!.sellNow!.usd!).toBeCloseTo(sellNow * hypeUsd, 6);
    expect(value!.costUsd).toBeCloseTo(fills.cost, 6);
    expect(value!.averageCostUsd!).toBeCloseTo(fills.cost / fills.tokens, 12);
    expect(value!.realizedPnlUsd).toBeCloseTo(fills.realized, 6);
    expect(value!.unrealizedPnlUsd!).toBeCloseTo(sellNow * hypeUsd - fills.cost, 6);
    // The answer holds one unrealized figure: the entry's follows the quote.
    expect(position!.unrealizedPnl).toBe(value!.unrealizedPnlUsd);
    // The position's average cost is not the average of every buy Xena ever made.
    const everyBuy = fills.buys.reduce((sum, trade) => sum + trade.tokens * trade.priceUsd, 0) / fills.buys.reduce((sum, trade) => sum + trade.tokens, 0);
    expect(Math.abs(value!.averageCostUsd! - everyBuy) / everyBuy).toBeGreaterThan(0.01);
  });

  it("shows a position bought at the last price as a loss: selling it pays the sell fee and the price impact", async () => {
    const { position, value } = await positionOf(token, XENA);
    const sellNow = await sellNowOnChain(token, XENA);
    const last = trades.at(-1)!;
    // Xena's buy is the last fill: priced there, her position would read as break-even or better.
    expect(last.trader).toBe(XENA.toLowerCase());
    expect(value!.unrealizedPnlUsd!).toBeLessThan(0);
    expect(position!.totalPnl).toBeCloseTo(value!.realizedPnlUsd + (sellNow * last.priceUsd) / last.price - value!.costUsd, 6);
  });

  it("has no sell-now value for a wallet that holds nothing", async () => {
    const { position, value } = await positionOf(token, addr(0x5ff));
    expect(position).toBeNull();
    expect(value).toBeNull();
  });
});
