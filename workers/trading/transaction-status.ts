import type { Hex } from "viem";
import type { TransactionStatus } from "../../shared/schemas/trade";
import { chainConfigFor } from "../chain/chain-config";
import { chainClient } from "./market";
import { receiptIfMined, transactionKnown } from "./receipt-wait";

/** GET /transactions/{hash}: where a sent transaction is now (the trade panel follows a pending trade with it). */
export async function transactionStatus(env: Env, hash: Hex): Promise<TransactionStatus> {
  const client = chainClient(chainConfigFor(env));
  const receipt = await receiptIfMined(client, hash);
  if (receipt) return { transactionHash: hash, status: receipt.status === "success" ? "success" : "reverted", blockNumber: Number(receipt.blockNumber) };
  // Mined between the two questions counts as pending: the next look finds its receipt.
  return { transactionHash: hash, status: (await transactionKnown(client, hash)) ? "pending" : "unknown", blockNumber: null };
}
