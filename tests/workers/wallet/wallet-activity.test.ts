import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, formatEther, formatUnits, type Hex, parseAbi, parseEther, parseEventLogs } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { type WalletActivityItem, type WalletActivityResponse, walletActivityResponseSchema } from "../../../shared/schemas/wallet-activity";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { bearer, signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { automine, buyAs, chain, devnet, launch, minedReceipt, newTrader, sendAs, startMining, type Trader, trade } from "../trading/trading-driver";

// GET /api/v1/wallet/activity on the devnet: real HYPE and token transfers in and out of a signed-in user's
// wallet and a trade through the API, indexed by the ingestor, every row recomputed from the chain's receipts.

const FRIEND = "0x000000000000000000000000000000000000f12e" as Address;
const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const tokenAbi = parseAbi([
  "function transfer(address to, uint256 value) returns (bool)",
  "function decimals() view returns (uint8)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "event TokensPurchased(address indexed token, address indexed buyer, uint256 hypeIn, uint256 tokensOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
]);

const reader = chainReader(devnet.rpcUrl);
const deps = { db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)), startBlock: () => 0 };

async function ingestToHead() {
  const kinds: string[] = [];
  for (let step = 0; step < 200; step++) {
    const result = await ingestStep(deps, 1000);
    kinds.push(result.kind);
    if (result.kind === "idle") return kinds;
  }
  throw new Error("ingestion never reached the head");
}

async function activity(accessToken: string, query = ""): Promise<Response> {
  const headers: Record<string, string> = accessToken === "" ? {} : bearer(accessToken);
  return callWorker(new Request(`http://lqscan.test/api/v1/wallet/activity${query}`, { headers }), signInBindings);
}

async function activityOf(trader: Trader, query = ""): Promise<WalletActivityResponse> {
  const response = await activity(trader.accessToken, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return walletActivityResponseSchema.parse(await response.json());
}

type Receipt = { status: Hex; blockNumber: Hex; from: Address; to: Address; logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[] };
type ChainTx = { value: Hex; from: Address; to: Address };
const receiptOf = (hash: Hex) => chain.rpc<Receipt>("eth_getTransactionReceipt", [hash]);
const transactionOf = (hash: Hex) => chain.rpc<ChainTx>("eth_getTransactionByHash", [hash]);
const lower = (address: string) => address.toLowerCase();

async function blockTime(blockNumber: Hex): Promise<number> {
  return Number((await chain.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", [blockNumber, false])).timestamp);
}

async function decimalsOf(token: Address): Promise<number> {
  const data = encodeFunctionData({ abi: tokenAbi, functionName: "decimals" });
  return Number(BigInt(await chain.rpc<Hex>("eth_call", [{ to: token, data }, "latest"])));
}

/** A plain HYPE transfer as the chain has it, seen from `wallet`. */
async function hypeRow(hash: Hex, wallet: Address): Promise<Partial<WalletActivityItem>> {
  const [tx, receipt] = await Promise.all([transactionOf(hash), receiptOf(hash)]);
  const sent = lower(tx.from) === lower(wallet);
  return {
    kind: sent ? "sent" : "received",
    transactionHash: hash,
    blockNumber: Number(receipt.blockNumber),
    timestamp: await blockTime(receipt.blockNumber),
    status: receipt.status === "0x1" ? "success" : "failed",
    tokenAddress: null,
    symbol: "HYPE",
    amount: formatEther(BigInt(tx.value)),
    rawAmount: BigInt(tx.value).toString(),
    counterparty: lower(sent ? tx.to : tx.from),
  };
}

/** A token transfer as its receipt's Transfer log has it, seen from `wallet`. */
async function tokenRow(hash: Hex, wallet: Address): Promise<Partial<WalletActivityItem>> {
  const receipt = await receiptOf(hash);
  const [log] = parseEventLogs({ abi: tokenAbi, eventName: "Transfer", logs: receipt.logs as never });
  const sent = lower(log!.args.from) === lower(wallet);
  return {
    kind: sent ? "sent" : "received",
    transactionHash: hash,
    blockNumber: Number(receipt.blockNumber),
    timestamp: await blockTime(receipt.blockNumber),
    status: "success",
    tokenAddress: lower(log!.address),
    symbol: "ACT",
    amount: formatUnits(log!.args.value, await decimalsOf(log!.address)),
    rawAmount: log!.args.value.toString(),
    counterparty: lower(sent ? log!.args.to : log!.args.from),
  };
}

let alice: Trader;
let bob: Trader;
let token: Address;
/** What alice did, newest last, each with the row the chain says it is. */
const expected: Partial<WalletActivityItem>[] = [];

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([FRIEND, CREATOR], 1000n);
  alice = await newTrader("alice", 10n);
  bob = await newTrader("bob", 10n);
  token = await launch(CREATOR, "ACT");

  const hypeIn = await sendAs(FRIEND, alice.address, "0x", parseEther("2.5"));
  expected.push(await hypeRow(hypeIn, alice.address));

  const bought = await trade(alice, "buy", { tokenAddress: token, amountIn: "1.25" });
  expect(bought.status, await bought.clone().text()).toBe(200);
  const tradeHash = ((await bought.json()) as { transactionHash: Hex }).transactionHash;
  const receipt = await receiptOf(tradeHash);
  const [purchase] = parseEventLogs({ abi: tokenAbi, eventName: "TokensPurchased", logs: receipt.logs as never });
  expected.push({
    kind: "trade",
    transactionHash: tradeHash,
    blockNumber: Number(receipt.blockNumber),
    timestamp: await blockTime(receipt.blockNumber),
    status: "success",
    side: "buy",
    tokenAddress: lower(token),
    tokenSymbol: "ACT",
    tokenAmount: formatUnits(purchase!.args.tokensOut, await decimalsOf(token)),
    quoteSymbol: "HYPE",
    quoteAmount: formatEther(purchase!.args.hypeIn),
  });

  const half = purchase!.args.tokensOut / 2n;
  const tokenOut = await sendAs(alice.address, token, encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [FRIEND, half] }));
  expected.push(await tokenRow(tokenOut, alice.address));

  await buyAs(FRIEND, token, parseEther("3"));
  const tokenIn = await sendAs(FRIEND, token, encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [alice.address, 123_456_789n] }));
  expected.push(await tokenRow(tokenIn, alice.address));

  const hypeOut = await sendAs(alice.address, FRIEND, "0x", parseEther("0.75"));
  expected.push(await hypeRow(hypeOut, alice.address));

  // HYPE sent to a token contract (it takes none): mined, reverted, the value never left.
  const refused = await chain.rpc<Hex>("eth_sendTransaction", [
    { from: alice.address, to: token, value: `0x${parseEther("0.5").toString(16)}`, gas: "0x30000" },
  ]);
  expect((await minedReceipt(refused)).status).toBe("0x0");
  expected.push(await hypeRow(refused, alice.address));

  await ingestToHead();
}, 180_000);

afterAll(async () => {
  await automine(false);
});

describe("the wallet's activity", () => {
  it("lists the wallet's trade, HYPE and tokens in and out and a failed send, newest first, as the chain has them", async () => {
    const page = await activityOf(alice, "?limit=100");
    expect(page.walletAddress).toBe(lower(alice.address));
    expect(page.nextCursor).toBeNull();
    expect(page.activity).toHaveLength(expected.length);
    for (const [index, row] of [...expected].reverse().entries()) expect(page.activity[index], `row ${index}`).toMatchObject(row);
    expect(page.activity.map((item) => item.status)).toEqual(["failed", "success", "success", "success", "success", "success"]);
  });

  it("pages newest first with the cursor, each row once", async () => {
    const all = (await activityOf(alice, "?limit=100")).activity;
    const seen: WalletActivityItem[] = [];
    let query = "?limit=4";
    for (;;) {
      const page = await activityOf(alice, query);
      seen.push(...page.activity);
      if (page.nextCursor === null) break;
      query = `?limit=4&before=${page.nextCursor}`;
    }
    expect(seen).toEqual(all);
    expect((await activityOf(alice, "?limit=2")).activity).toEqual(all.slice(0, 2));
  });

  it("answers only the signed-in user's own wallet: another user sees theirs, no token sees nothing", async () => {
    const bobs = await activityOf(bob);
    expect(bobs.walletAddress).toBe(lower(bob.address));
    expect(bobs.activity).toEqual([]);
    const anonymous = await activity("");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized", message: "Sign in first: an Authorization header with a Bearer token is required" });
    const forged = await activity(`${alice.accessToken.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
  });

  it("refuses a malformed cursor or limit with a plain message", async () => {
    const cursor = await activity(alice.accessToken, "?before=12;DROP");
    expect(cursor.status).toBe(400);
    expect(JSON.stringify(await cursor.json())).toContain("Invalid cursor: use the nextCursor of the page before");
    expect((await activity(alice.accessToken, "?limit=101")).status).toBe(400);
  });

  it("forgets a transfer whose block a reorg replaced", async () => {
    const snapshot = await chain.rpc<Hex>("evm_snapshot");
    const ghost = await sendAs(FRIEND, alice.address, "0x", parseEther("9"));
    await ingestToHead();
    expect((await activityOf(alice, "?limit=1")).activity[0]).toMatchObject({ transactionHash: ghost, kind: "received", amount: "9" });

    await chain.rpc("evm_revert", [snapshot]);
    for (let i = 0; i < 3; i++) await chain.rpc("evm_mine");
    const kinds = await ingestToHead();
    expect(kinds).toContain("rolled-back");
    const after = await activityOf(alice, "?limit=100");
    expect(after.activity.map((item) => item.transactionHash)).not.toContain(ghost);
    expect(after.activity).toHaveLength(expected.length);
  });
});
