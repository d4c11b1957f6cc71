import type { Address } from "viem";
import { type BuyRequest, type SellRequest, SLIPPAGE_TOLERANCE_DEFAULT, type TradePending, type TradeResult } from "../../shared/schemas/trade";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import { awaitIndexed } from "../d1-session/await-indexed";
import type { StoredUser } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { chainClient, type Side, tokenMarket } from "./market";
import { priorityTipWei } from "./priority-tip";
import type { TradingWallet } from "./send-transaction";
import { approveSpender } from "./trade/approval";
import { pricedTradeCall } from "./trade/call";
import type { TradeContext } from "./trade/context";
import { fundedAmount } from "./trade/funds";
import { movedBy, recordTrade, revertedTrade, sendTrade, tradeResult } from "./trade/outcome";
import { minimumReceived } from "./trade/quote";
import { TradeRefusals } from "./trade/refusals";

// POST /liquidlaunch/buy and /sell: every refusal (funds, the creator's lock, a sold-out curve, slippage,
// an unknown token) is found before anything is signed, so a refused trade sends nothing. Each step is a
// function of its own in trade/.

export { tradeCall } from "./trade/call";

/** The request's three names of the wallet must all be the caller's: another user's wallet is not found. */
export function tradingWalletOf(user: StoredUser, request: Pick<BuyRequest, "userId" | "walletUserId" | "privateKeyId">): TradingWallet {
  if (request.userId !== user.id || request.walletUserId !== user.turnkeySubOrgId || request.privateKeyId !== user.walletId) {
    throw new ApiError(404, WALLET_NOT_FOUND);
  }
  return { subOrganizationId: user.turnkeySubOrgId, address: user.walletAddress as Address };
}

/** The mined trade's result, or (its receipt slow to come) its hash as pending. */
export async function placeTrade(env: Env, user: StoredUser, side: Side, request: BuyRequest | SellRequest): Promise<TradeResult | TradePending> {
  const wallet = tradingWalletOf(user, request);
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  const market = await tokenMarket(client, chain, request.tokenAddress as Address);
  const trade: TradeContext = {
    env,
    chain,
    client,
    wallet,
    market,
    side,
    refusals: new TradeRefusals(market, side),
    tip: priorityTipWei(request.priorityTipGwei),
  };
  const slippageBps = request.slippageTolerance ?? SLIPPAGE_TOLERANCE_DEFAULT;

  const amountIn = await fundedAmount(trade, request);
  const minOut = await minimumReceived(trade, amountIn, slippageBps);
  if (side === "sell") await approveSpender(trade, amountIn);
  const call = await pricedTradeCall(trade, amountIn, minOut);
  const sent = await sendTrade(trade, call);
  if (sent.status === "pending") return sent.pending;
  const moved = movedBy(trade, sent.receipt, call);
  await recordTrade(trade, user, request, slippageBps, sent.receipt, moved);
  if (sent.receipt.status !== "success") throw await revertedTrade(trade, call, sent.receipt);
  await awaitIndexed(env.DB, Number(sent.receipt.blockNumber));
  return tradeResult(trade, sent.receipt, moved, sent.signature);
}
