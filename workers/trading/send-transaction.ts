import { type Address, type Hex, type PublicClient, parseTransaction, serializeSignature, serializeTransaction, type TransactionReceipt } from "viem";
import type { ChainConfig } from "../../shared/chains";
import { walletNoncesOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { signWithTradingKey } from "./trading-key";

// Sending a transaction from a user's wallet: its nonce leased from the wallet's WalletNonces, signed by
// the provider under the trading policy, sent, and its receipt awaited.

export type TradingWallet = { subOrganizationId: string; address: Address };
export type ContractCall = { to: Address; data: Hex; value: bigint };

const RECEIPT_POLL_MS = 250;
const RECEIPT_TIMEOUT_MS = 60_000;
/** Head room over the node's gas estimate, in percent. */
const GAS_HEADROOM = 120n;

export type PricedCall = ContractCall & { gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/**
 * The call with its gas limit and fees; `explain` turns a revert in the estimate into the client's message.
 * `unseenGas` is gas the call may need in its block that an estimate at the pending block can miss.
 */
export async function priceCall(
  client: PublicClient,
  from: Address,
  call: ContractCall,
  explain: (reason: string) => ApiError,
  unseenGas = 0n,
): Promise<PricedCall> {
  const [estimate, fees] = await Promise.all([
    client.estimateGas({ account: from, ...call, blockTag: "pending" }).catch((error: Error) => {
      throw explain(revertReason(error));
    }),
    client.estimateFeesPerGas(),
  ]);
  return { ...call, gas: (estimate * GAS_HEADROOM) / 100n + unseenGas, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
}

/** The node's reason, without viem's request details (they name the RPC URL). */
export function revertReason(error: Error): string {
  const withShort = error as Error & { shortMessage?: string; details?: string };
  return (withShort.details || withShort.shortMessage || error.message).split("\n")[0]!;
}

/** Signs with the next nonce and sends; the nonce is released for the next transaction if the send fails. */
export async function sendFromWallet(
  env: Env,
  chain: ChainConfig,
  client: PublicClient,
  wallet: TradingWallet,
  call: PricedCall,
): Promise<{ hash: Hex; signature: Hex }> {
  const nonces = walletNoncesOf(env, wallet.address);
  const { leaseId, nonce } = await nonces.lease(await client.getTransactionCount({ address: wallet.address, blockTag: "pending" }));
  let sent = false;
  try {
    const unsigned = serializeTransaction({ type: "eip1559", chainId: chain.chainId, nonce, ...call });
    const signed = await signWithTradingKey(env, wallet, unsigned);
    const hash = await client.sendRawTransaction({ serializedTransaction: signed }).catch((error: Error) => {
      throw new ApiError(409, `The node refused the transaction: ${revertReason(error)}`);
    });
    sent = true;
    const { r, s, yParity } = parseTransaction(signed);
    return { hash, signature: r && s ? serializeSignature({ r, s, yParity: yParity ?? 0 }) : "0x" };
  } finally {
    await nonces.settle(leaseId, sent);
  }
}

export function receiptOf(client: PublicClient, hash: Hex): Promise<TransactionReceipt> {
  return client.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS, timeout: RECEIPT_TIMEOUT_MS });
}
