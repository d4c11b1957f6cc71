import { type Hex, keccak256, parseTransaction, recoverTransactionAddress } from "viem";
import type { BroadcastRequest, BroadcastResult } from "../../shared/schemas/trade";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
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
  let signer: string;
  try {
    const transaction = parseTransaction(signed);
    if (!transaction.r || !transaction.s) throw new Error("unsigned");
    chainId = transaction.chainId;
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
  try {
    await chainClient(chain).sendRawTransaction({ serializedTransaction: signed });
    return { ok: true, result: { txHash, status: "success" } };
  } catch (error) {
    return { ok: false, result: { txHash, status: "error", error: revertReason(error as Error) } };
  }
}
