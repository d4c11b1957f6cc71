import { type Hex, keccak256, parseTransaction, recoverTransactionAddress } from "viem";
import type { BroadcastRequest, BroadcastResult } from "../../shared/schemas/trade";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { walletNoncesOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { chainClient } from "./market";
import { revertReason } from "./send-transaction";

/**
 * POST /transactions/broadcast: a transaction the user's wallet signed, sent as it is. It must decode, be
 * for this chain and be signed by the caller's own wallet; the node's refusal comes back as the error.
 */
export async function broadcastTransaction(env: Env, user: StoredUser, request: BroadcastRequest): Promise<{ ok: boolean; result: BroadcastResult }> {
  if (request.userId !== user.id) throw new ApiError(404, WALLET_NOT_FOUND);
  const signed = request.signedTransaction as Hex;
  const chain = chainConfigFor(env);
  let chainId: number | undefined;
  let nonce: number | undefined;
  let signer: string;
  try {
    const transaction = parseTransaction(signed);
    if (!transaction.r || !transaction.s) throw new Error("unsigned");
    chainId = transaction.chainId;
    nonce = transaction.nonce;
    signer = await recoverTransactionAddress({ serializedTransaction: signed as Parameters<typeof recoverTransactionAddress>[0]["serializedTransaction"] });
  } catch {
    throw new ApiError(400, "Invalid signed transaction: it could not be decoded as a signed Ethereum transaction");
  }
  if (chainId !== chain.chainId)
    throw new ApiError(
      400,
      `Wrong chain: the transaction is for chain ${chainId ?? "none (legacy, unprotected)"}, this server sends to chain ${chain.chainId}`,
    );
  if (signer.toLowerCase() !== user.walletAddress.toLowerCase()) {
    throw new ApiError(400, `The transaction is signed by ${signer}, not by your wallet ${user.walletAddress}`);
  }
  const txHash = keccak256(signed);
  const send = async (): Promise<{ ok: boolean; result: BroadcastResult }> => {
    try {
      await chainClient(chain).sendRawTransaction({ serializedTransaction: signed });
      return { ok: true, result: { txHash, status: "success" } };
    } catch (error) {
      return { ok: false, result: { txHash, status: "error", error: revertReason(error as Error) } };
    }
  };
  if (request.reservation === undefined) return send();
  return sendUnderReservation(env, user.walletAddress, request.reservation, nonce ?? 0, send);
}

/**
 * Sends a transaction signed with the nonce WalletNonces reserved for it, then settles the reservation: in flight
 * when sent, or its nonce free for the next transaction when the node refused it (no gap left behind).
 */
async function sendUnderReservation(
  env: Env,
  wallet: string,
  reservation: string,
  nonce: number,
  send: () => Promise<{ ok: boolean; result: BroadcastResult }>,
): Promise<{ ok: boolean; result: BroadcastResult }> {
  const nonces = walletNoncesOf(env, wallet);
  let sent: string | null = null;
  try {
    const reserved = await nonces.reservedNonce(reservation);
    if (reserved === null)
      throw new ApiError(409, "The nonce reserved for this transaction has lapsed or was used: ask for a new one and sign again. Nothing was sent.");
    if (reserved !== nonce) throw new ApiError(400, `The transaction's nonce ${nonce} is not the one reserved for it (${reserved}). Nothing was sent.`);
    const outcome = await send();
    if (outcome.ok) sent = outcome.result.txHash;
    return outcome;
  } finally {
    await nonces.settle(reservation, sent);
  }
}
