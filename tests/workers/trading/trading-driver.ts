import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { inject } from "vitest";
import type {} from "../../devnet/indexer-chain";
import { bearer, newSessionKey, post, registerByEmail, signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { chainDriver } from "../ingest/chain-driver";

// Signed-in traders on the indexer's devnet: a user registered through the API (so their sub-organization
// has the trading user and its policy), their wallet funded, and the buy/sell calls as the browser makes them.

export const devnet = inject("indexerDevnet");
export const chain = chainDriver(devnet);

export type Trader = {
  userId: string;
  address: Address;
  accessToken: string;
  /** The three names of the wallet a trade request carries. */
  wallet: { userId: string; walletUserId: string; privateKeyId: string };
};

export async function newTrader(name: string, hype = 100n): Promise<Trader> {
  const signedIn = await registerByEmail(`${name}-${crypto.randomUUID().slice(0, 8)}@example.com`, await newSessionKey());
  const address = signedIn.result.address as Address;
  await chain.fund([address], hype);
  return {
    userId: signedIn.user.id,
    address,
    accessToken: signedIn.tokens.accessToken,
    wallet: { userId: signedIn.user.id, walletUserId: signedIn.result.subOrganizationId, privateKeyId: signedIn.result.walletId },
  };
}

export type TradeBody = {
  tokenAddress: string;
  amountIn: string;
  slippageTolerance?: number;
  referrer?: string;
  percentage?: number;
  priorityTipGwei?: number;
};

export function trade(trader: Trader, side: "buy" | "sell", body: TradeBody, wallet = trader.wallet): Promise<Response> {
  return post(`/liquidlaunch/${side}`, { ...wallet, ...body }, bearer(trader.accessToken));
}

/** The trade panel's live quote, asked as the signed-in trader (or anonymously with an empty token). */
export function quote(trader: Trader, query: { tokenAddress: string; side: "buy" | "sell"; amountIn: string; slippageTolerance?: number }) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const headers: Record<string, string> = trader.accessToken === "" ? {} : bearer(trader.accessToken);
  return callWorker(new Request(`http://lqscan.test/api/v1/liquidlaunch/quote?${search}`, { headers }), signInBindings);
}

/** Mines the waiting transactions now (the driver's own mine() sets a time; automine's clock runs on). */
export const mineBlock = () => chain.rpc("evm_mine");

/** Transactions mine as they arrive (the indexer's tests mine by hand). */
export const automine = (on: boolean) => chain.rpc("evm_setAutomine", [on]);

export const nonceOf = async (address: Address) => Number(await chain.rpc<Hex>("eth_getTransactionCount", [address, "pending"]));

export const hypeOf = async (address: Address) => BigInt(await chain.rpc<Hex>("eth_getBalance", [address, "pending"]));

/** The transaction's receipt once it is mined (automine answers the send before the block is there). */
export async function minedReceipt(hash: Hex): Promise<{ status: Hex }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await chain.rpc<{ status: Hex } | null>("eth_getTransactionReceipt", [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`transaction ${hash} was not mined`);
}

/** Sends from any address (the devnet impersonates everyone) and waits until it is mined (automine on). */
export async function sendAs(from: Address, to: Address, data: Hex, value = 0n): Promise<Hex> {
  const hash = await chain.rpc<Hex>("eth_sendTransaction", [{ from, to, data, value: `0x${value.toString(16)}`, gas: "0x5b8d80" }]);
  if ((await minedReceipt(hash)).status !== "0x1") throw new Error(`transaction ${hash} reverted`);
  return hash;
}

const launchpadAbi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function completeBonding(address token)",
]);
const launchpad = devnet.contracts.launchpad as Address;

export const buyAs = (buyer: Address, token: Address, hype: bigint) =>
  sendAs(buyer, launchpad, encodeFunctionData({ abi: launchpadAbi, functionName: "buyTokens", args: [token] }), hype);

export const completeBonding = (caller: Address, token: Address) =>
  sendAs(caller, launchpad, encodeFunctionData({ abi: launchpadAbi, functionName: "completeBonding", args: [token] }));

/** A launch by `creator`; its address. */
export async function launch(creator: Address, symbol: string, hype = parseEther("1")): Promise<Address> {
  const data = encodeFunctionData({ abi: launchpadAbi, functionName: "createToken", args: [`${symbol} Token`, symbol, "", "", "", "", "", "", 0] });
  return chain.createdToken(await sendAs(creator, launchpad, data, hype));
}

/**
 * Sends with the pending block's clock held at the latest block's second, then mines it one second later:
 * the node prices the transaction in the old second (as a live node does within a block time) and runs it
 * in the next. `send` must put one transaction in the pool.
 */
export async function sentInOneSecondMinedInTheNext<T>(send: () => Promise<T>): Promise<T> {
  const latest = await chain.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false]);
  await automine(false);
  await chain.rpc("anvil_setBlockTimestampInterval", [0]);
  try {
    const sending = send();
    for (let attempt = 0; Number((await chain.rpc<{ pending: Hex }>("txpool_status")).pending) === 0; attempt++) {
      if (attempt === 200) throw new Error("nothing was sent");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await chain.rpc("anvil_removeBlockTimestampInterval");
    await chain.rpc("evm_mine", [{ timestamp: Number(latest.timestamp) + 1 }]);
    return await sending;
  } finally {
    await chain.rpc("anvil_removeBlockTimestampInterval");
    await automine(true);
  }
}

/** Starts the chain's clock at the wall clock (the devnet's history is back-dated), then mines as transactions arrive. */
export async function startMining(): Promise<void> {
  await chain.rpc("evm_mine", [{ timestamp: Math.floor(Date.now() / 1000) }]);
  await automine(true);
}
