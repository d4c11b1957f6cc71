import { type Address, decodeEventLog, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi, parseEther, parseGwei } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeQuoteSchema, tradeResultSchema } from "../../../shared/schemas/trade";
import { tradeStateSchema } from "../../../shared/schemas/trade-state";
import { signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import {
  automine,
  buyAs,
  chain,
  completeBonding,
  devnet,
  launch,
  newTrader,
  nonceOf,
  quote,
  sentInOneSecondMinedInTheNext,
  startMining,
  type Trader,
  trade,
} from "./trading-driver";

// What the trade panel is told before the click, and what a trade then sends: the exact approval of a first
// sell and its gas, the network fee, the trader's priority tip, the creator's lock and a sold-out curve,
// each checked against the chain's own views, receipts and transactions.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const WHALE = "0x0000000000000000000000000000000000077a1e" as Address;
const erc20 = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)",
]);
const launchpadViews = parseAbi([
  "function getTokenMetadata(address token) view returns ((string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, address creator, uint256 creationTimestamp, uint256 lastUpdated, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint8 dexIndex))",
]);
const router = devnet.contracts.v2Router as Address;

let alice: Trader;
let bob: Trader;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE], 10_000n);
  [alice, bob] = await Promise.all([newTrader("alice"), newTrader("bob")]);
}, 120_000);

afterAll(async () => {
  await automine(false);
});

const view = (to: Address, data: Hex) => chain.rpc<Hex>("eth_call", [{ to, data }, "latest"]);
const allowance = async (token: Address, owner: Address, spender: Address) =>
  BigInt(await view(token, encodeFunctionData({ abi: erc20, functionName: "allowance", args: [owner, spender] })));
const balanceOf = async (token: Address, owner: Address) =>
  BigInt(await view(token, encodeFunctionData({ abi: erc20, functionName: "balanceOf", args: [owner] })));

type Receipt = { gasUsed: Hex; logs: { address: string; topics: [Hex, ...Hex[]]; data: Hex }[] };
type Transaction = { hash: Hex; from: string; to: string; maxPriorityFeePerGas: Hex };

async function tradeState(trader: Trader, tokenAddress: Address) {
  const request = new Request(`http://lqscan.test/api/v1/liquidlaunch/trade-state?tokenAddress=${tokenAddress}`, {
    headers: { authorization: `Bearer ${trader.accessToken}` },
  });
  const response = await callWorker(request, signInBindings);
  expect(response.status, await response.clone().text()).toBe(200);
  return tradeStateSchema.parse(await response.json());
}

describe("the first sell on HyperSwap V2", () => {
  it("approves exactly what it sells, and the quote showed that approval's gas", async () => {
    const bonded = await launch(CREATOR, "EXACT");
    await buyAs(WHALE, bonded, parseEther("700"));
    await completeBonding(WHALE, bonded);
    const buy = await sentInOneSecondMinedInTheNext(() => trade(alice, "buy", { tokenAddress: bonded, amountIn: "2", slippageTolerance: 100 }));
    expect(buy.status, await buy.clone().text()).toBe(200);
    const held = await balanceOf(bonded, alice.address);
    const half = held / 2n;
    const amount = (Number(half) / 1e6).toFixed(6);

    const quoted = tradeQuoteSchema.parse(await (await quote(alice, { tokenAddress: bonded, side: "sell", amountIn: amount })).json());
    expect(quoted.approval).not.toBeNull();
    expect(quoted.approval!.amount).toBe(amount);
    expect(quoted.networkFee).not.toBeNull();

    const sell = await trade(alice, "sell", { tokenAddress: bonded, amountIn: amount });
    expect(sell.status, await sell.clone().text()).toBe(200);
    const sold = tradeResultSchema.parse(await sell.json());
    // The approval is the wallet's transaction just before the sell (automine: one a block).
    const block = await chain.rpc<{ transactions: Transaction[] }>("eth_getBlockByNumber", [`0x${(sold.userBlockNumber - 1).toString(16)}`, true]);
    const approvalTx = block.transactions.find((tx) => tx.from.toLowerCase() === alice.address.toLowerCase())!;
    expect(approvalTx.to.toLowerCase()).toBe(bonded.toLowerCase());
    const approvalReceipt = await chain.rpc<Receipt>("eth_getTransactionReceipt", [approvalTx.hash]);
    const approved = decodeEventLog({ abi: erc20, ...approvalReceipt.logs[0]! });
    expect(approved.eventName).toBe("Approval");
    expect((approved.args as { spender: string; value: bigint }).spender.toLowerCase()).toBe(router.toLowerCase());
    expect((approved.args as { value: bigint }).value).toBe(half);
    expect(quoted.approval!.gas).toBe(Number(BigInt(approvalReceipt.gasUsed)));
    // Nothing is left approved once the sell has spent it.
    expect(await allowance(bonded, alice.address, router)).toBe(0n);
    // The sell's own gas, shown before its approval existed, is what it used, give or take the pair's price
    // accumulators, which its first swap in a new second writes.
    const sellReceipt = await chain.rpc<Receipt>("eth_getTransactionReceipt", [sold.transactionHash]);
    expect(Math.abs(quoted.networkFee!.gas - Number(BigInt(sellReceipt.gasUsed)))).toBeLessThanOrEqual(Number(BigInt(sellReceipt.gasUsed)) * 0.1);
  });
});

describe("the network fee and the priority tip", () => {
  it("quotes a buy's gas, and sends the trader's tip as maxPriorityFeePerGas", async () => {
    const token = await launch(CREATOR, "TIPS");
    const quoted = tradeQuoteSchema.parse(await (await quote(alice, { tokenAddress: token, side: "buy", amountIn: "1" })).json());
    expect(quoted.networkFee).not.toBeNull();
    expect(quoted.approval).toBeNull();
    const bought = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", priorityTipGwei: 2.5 });
    expect(bought.status, await bought.clone().text()).toBe(200);
    const { transactionHash } = tradeResultSchema.parse(await bought.json());
    const sent = await chain.rpc<Transaction>("eth_getTransactionByHash", [transactionHash]);
    expect(BigInt(sent.maxPriorityFeePerGas)).toBe(parseGwei("2.5"));
    const receipt = await chain.rpc<Receipt>("eth_getTransactionReceipt", [transactionHash]);
    const used = Number(BigInt(receipt.gasUsed));
    // The gas it used, not the limit an estimate asks for (refunds counted).
    expect(Math.abs(quoted.networkFee!.gas - used)).toBeLessThanOrEqual(used * 0.02);
  });

  it("refuses a tip above the maximum, and sends nothing", async () => {
    const token = await launch(CREATOR, "TIPX");
    const nonce = await nonceOf(alice.address);
    const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", priorityTipGwei: 101 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Priority tip must be at most 100 gwei");
    expect(await nonceOf(alice.address)).toBe(nonce);
  });
});

describe("the panel's trade state", () => {
  it("tells the creator when their sell lock opens, and nobody else", async () => {
    const own = await launch(bob.address, "LOCKD", parseEther("1"));
    const meta = await chain.rpc<Hex>("eth_call", [
      { to: devnet.contracts.launchpad, data: encodeFunctionData({ abi: launchpadViews, functionName: "getTokenMetadata", args: [own] }) },
      "latest",
    ]);
    const { creationTimestamp } = decodeFunctionResult({ abi: launchpadViews, functionName: "getTokenMetadata", data: meta });
    const forCreator = await tradeState(bob, own);
    expect(forCreator).toMatchObject({ symbol: "LOCKD", route: "launchpad", soldOut: false, creatorSellOpensAt: Number(creationTimestamp) + 3600 });
    expect(BigInt(Math.round(Number(forCreator.tokenBalance) * 1e6))).toBe(await balanceOf(own, bob.address));
    expect((await tradeState(alice, own)).creatorSellOpensAt).toBeNull();
  });

  it("says a sold-out curve has no market until it is bonded", async () => {
    const gone = await launch(CREATOR, "SOLDO");
    await buyAs(WHALE, gone, parseEther("700"));
    expect(await tradeState(alice, gone)).toMatchObject({ route: null, soldOut: true, creatorSellOpensAt: null });
    await completeBonding(WHALE, gone);
    expect(await tradeState(alice, gone)).toMatchObject({ route: "hyperswap-v2", soldOut: false });
  });
});
