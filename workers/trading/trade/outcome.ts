import { type Address, formatUnits, type Hex, type TransactionReceipt } from "viem";
import type { BuyRequest, SellRequest, TradePending, TradeResult } from "../../../shared/schemas/trade";
import type { StoredUser } from "../../db/auth-users";
import { recordTradeOrder } from "../../db/trade-orders";
import { ApiError } from "../../http/errors";
import { awaitLanding } from "../receipt-wait";
import { droppedBeforeMined, sendRefused } from "../send-refusals";
import { type PricedCall, revertReason, sendFromWallet } from "../send-transaction";
import { effectivePrice, tradeAmounts } from "../trade-receipt";
import type { TradeContext } from "./context";

/** A sent trade: mined with its receipt, or (its receipt slow to come) pending. */
export type SentTrade = { status: "mined"; hash: Hex; signature: Hex; receipt: TransactionReceipt } | { status: "pending"; pending: TradePending };

/** Signs and sends the trade, then waits for it to land; a transaction the node dropped is refused. */
export async function sendTrade({ env, chain, client, wallet, side }: TradeContext, call: PricedCall): Promise<SentTrade> {
  const { hash, signature } = await sendFromWallet(env, chain, client, wallet, call, (refusal) => sendRefused(refusal, `this ${side}`));
  const landing = await awaitLanding(client, hash);
  if (landing.status === "dropped") throw droppedBeforeMined(`this ${side}`, hash);
  if (landing.status === "pending") {
    const message = `Your ${side} was sent and is waiting to be mined (transaction ${hash}).`;
    return { status: "pending", pending: { status: "pending", transactionHash: hash, signature, message } };
  }
  return { status: "mined", hash, signature, receipt: landing.receipt };
}

/** What the mined trade moved, as its receipt's logs say. */
export const movedBy = ({ chain, wallet, market, side }: TradeContext, receipt: TransactionReceipt, call: PricedCall) =>
  tradeAmounts(receipt, market, side, wallet.address, call.value, chain.contracts.whype as Address);

type Moved = ReturnType<typeof movedBy>;

/** The user's order history keeps every mined trade, reverted ones too. */
export function recordTrade(
  { env, wallet, market, side }: TradeContext,
  user: StoredUser,
  request: BuyRequest | SellRequest,
  slippageBps: number,
  receipt: TransactionReceipt,
  moved: Moved,
): Promise<void> {
  return recordTradeOrder(env.DB, {
    txHash: receipt.transactionHash,
    userId: user.id,
    walletAddress: wallet.address,
    tokenAddress: market.token,
    side,
    route: market.route,
    amountIn: moved.amountIn,
    amountOut: moved.amountOut,
    slippageBps,
    // A wallet is not its own referrer.
    referrer: request.referrer?.toLowerCase() === wallet.address.toLowerCase() ? null : (request.referrer ?? null),
    status: receipt.status === "success" ? "success" : "reverted",
    blockNumber: Number(receipt.blockNumber),
  });
}

/**
 * Why a mined trade reverted: all its gas spent, it ran out; otherwise, replayed on the block before, the call tells
 * why (a minimum missed, most likely).
 */
export async function revertedTrade({ client, wallet, side }: TradeContext, call: PricedCall, receipt: TransactionReceipt): Promise<ApiError> {
  const reason =
    receipt.gasUsed >= call.gas
      ? "it ran out of gas"
      : await client
          .call({ account: wallet.address, to: call.to, data: call.data, value: call.value, blockNumber: receipt.blockNumber - 1n })
          .then(() => "the price moved")
          .catch((error: Error) => revertReason(error));
  const hash = receipt.transactionHash;
  return new ApiError(409, `The ${side} was sent but reverted on-chain (${reason}); only its gas was spent. Transaction ${hash}.`, {
    code: "REVERTED",
    transactionHash: hash,
  });
}

/** The mined trade as the client shows it: amounts in each side's decimals and the price it got. */
export function tradeResult({ market, side }: TradeContext, receipt: TransactionReceipt, moved: Moved, signature: Hex): TradeResult {
  const [hypeWei, tokenUnits] = side === "buy" ? [moved.amountIn, moved.amountOut] : [moved.amountOut, moved.amountIn];
  const [inDecimals, outDecimals] = side === "buy" ? [18, market.decimals] : [market.decimals, 18];
  return {
    transactionHash: receipt.transactionHash,
    amountIn: formatUnits(moved.amountIn, inDecimals),
    amountOut: formatUnits(moved.amountOut, outDecimals),
    gasUsed: receipt.gasUsed.toString(),
    effectivePrice: effectivePrice(hypeWei, tokenUnits, market.decimals),
    signature,
    userBlockNumber: Number(receipt.blockNumber),
  };
}
