import { type Address, type Hex, type PublicClient, parseTransaction, serializeSignature, serializeTransaction } from "viem";
import type { ChainConfig } from "../../shared/chains";
import { walletNoncesOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import type { ChainView, InFlight, Plan } from "./in-flight";
import { transactionKnown } from "./receipt-wait";
import { signWithTradingKey } from "./trading-key";

// Sending a transaction from a user's wallet: its nonce and funds checked by the wallet's WalletNonces
// against the node, signed by the provider under the trading policy, and sent.

export type TradingWallet = { subOrganizationId: string; address: Address };
export type ContractCall = { to: Address; data: Hex; value: bigint };

/** Head room over the node's gas estimate, in percent. */
const GAS_HEADROOM = 120n;

export type PricedCall = ContractCall & { gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** Fees per gas: the node's suggestion, or with the trader's tip (wei) as maxPriorityFeePerGas and the max fee moved by as much. */
export async function feesWithTip(client: PublicClient, tip: bigint | null): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const fees = await client.estimateFeesPerGas();
  if (tip === null) return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  return { maxFeePerGas: fees.maxFeePerGas - fees.maxPriorityFeePerGas + tip, maxPriorityFeePerGas: tip };
}

/**
 * The call with its gas limit and fees; `explain` turns a revert in the estimate into the client's message.
 * `unseenGas` is gas the call may need in its block that an estimate at the pending block can miss; `tip`
 * the trader's priority tip in wei (null: the node's suggestion).
 */
export async function priceCall(
  client: PublicClient,
  from: Address,
  call: ContractCall,
  explain: (reason: string) => ApiError,
  { unseenGas = 0n, tip = null }: { unseenGas?: bigint; tip?: bigint | null } = {},
): Promise<PricedCall> {
  const [estimate, fees] = await Promise.all([
    client.estimateGas({ account: from, ...call, blockTag: "pending" }).catch((error: Error) => {
      throw explain(revertReason(error));
    }),
    feesWithTip(client, tip),
  ]);
  return { ...call, gas: (estimate * GAS_HEADROOM) / 100n + unseenGas, ...fees };
}

/** The node's reason, without viem's request details (they name the RPC URL). */
export function revertReason(error: Error): string {
  const withShort = error as Error & { shortMessage?: string; details?: string };
  return (withShort.details || withShort.shortMessage || error.message).split("\n")[0]!;
}

/** Why a wallet cannot send now, for the route's answer (which names the trade). */
export type SendRefusal =
  | { reason: "funds"; balance: bigint; available: bigint; committed: bigint; inFlight: number; cost: bigint }
  | { reason: "queue"; inFlight: number };

/** Why WalletNonces refused a transaction of `cost`. */
export function refusalOf(plan: Exclude<Plan, { ok: true }>, cost: bigint): SendRefusal {
  return plan.reason === "funds"
    ? { reason: "funds", balance: plan.balance, available: plan.available, committed: plan.committed, inFlight: plan.inFlight.length, cost }
    : { reason: "queue", inFlight: plan.inFlight.length };
}

/** The node's view of the wallet: mined nonce and balance at one block, the pending ones, and which in-flight hashes it knows. */
export async function chainView(client: PublicClient, address: Address, inFlight: InFlight[]): Promise<ChainView> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const [minedCount, balance, pendingCount, pendingBalance] = await Promise.all([
    client.getTransactionCount({ address, blockNumber }),
    client.getBalance({ address, blockNumber }),
    client.getTransactionCount({ address, blockTag: "pending" }),
    client.getBalance({ address, blockTag: "pending" }),
  ]);
  const unsure = inFlight.filter((sent) => sent.nonce >= pendingCount);
  const found = await Promise.all(unsure.map((sent) => transactionKnown(client, sent.hash as Hex)));
  return { minedCount, balance, pendingCount, pendingBalance, known: unsure.filter((_, index) => found[index]).map((sent) => sent.hash) };
}

/**
 * Signs with the wallet's next nonce and sends, if the wallet can pay for it besides what it has in flight
 * (else `refuse` says why, before anything is signed). The nonce goes to the next transaction if the send fails.
 */
export async function sendFromWallet(
  env: Env,
  chain: ChainConfig,
  client: PublicClient,
  wallet: TradingWallet,
  call: PricedCall,
  refuse: (refusal: SendRefusal) => ApiError,
): Promise<{ hash: Hex; signature: Hex }> {
  const nonces = walletNoncesOf(env, wallet.address);
  const { leaseId, inFlight } = await nonces.lease();
  let sent: Hex | null = null;
  try {
    const cost = call.value + call.gas * call.maxFeePerGas;
    const plan = await nonces.reserve(leaseId, await chainView(client, wallet.address, inFlight), cost);
    if (!plan.ok) throw refuse(refusalOf(plan, cost));
    const unsigned = serializeTransaction({ type: "eip1559", chainId: chain.chainId, nonce: plan.nonce, ...call });
    const signed = await signWithTradingKey(env, wallet, unsigned);
    const hash = await client.sendRawTransaction({ serializedTransaction: signed }).catch((error: Error) => {
      throw new ApiError(409, `The node refused the transaction: ${revertReason(error)}`);
    });
    sent = hash;
    const { r, s, yParity } = parseTransaction(signed);
    return { hash, signature: r && s ? serializeSignature({ r, s, yParity: yParity ?? 0 }) : "0x" };
  } finally {
    await nonces.settle(leaseId, sent);
  }
}
