import { type Address, formatEther, formatUnits } from "viem";
import type { QuoteRequest, TradeQuote } from "../../shared/schemas/trade";
import { chainConfigFor } from "../chain/chain-config";
import { unitsOf } from "./amounts";
import { chainClient, quoteTrade, tokenMarket } from "./market";
import { tradeCosts } from "./network-cost";
import { priorityTipWei } from "./priority-tip";
import { feesWithTip } from "./send-transaction";

/**
 * GET /liquidlaunch/quote: the trade panel's live quote, on the curve or HyperSwap V2 as the token trades
 * now, with what the trade (and a sell's approval) would cost in gas from the caller's wallet.
 */
export async function liveQuote(env: Env, wallet: Address, request: QuoteRequest): Promise<TradeQuote> {
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  const market = await tokenMarket(client, chain, request.tokenAddress as Address);
  const [inDecimals, outDecimals] = request.side === "buy" ? [18, market.decimals] : [market.decimals, 18];
  const amountIn = unitsOf(request.amountIn, inDecimals, request.side === "buy" ? "HYPE" : market.symbol);
  const [quote, fees] = await Promise.all([
    quoteTrade(client, market, request.side, amountIn, request.slippageTolerance),
    feesWithTip(client, priorityTipWei(request.priorityTipGwei)),
  ]);
  const costs = await tradeCosts(client, market, request.side, amountIn, wallet, fees.maxPriorityFeePerGas);
  return {
    amountIn: formatUnits(amountIn, inDecimals),
    amountOut: formatUnits(quote.amountOut, outDecimals),
    minimumReceived: formatUnits(quote.minimumOut, outDecimals),
    fee: formatEther(quote.fee),
    priceImpactPercent: Number(quote.priceImpactPercent.toFixed(4)),
    route: market.route,
    networkFee: costs.networkFee,
    approval: costs.approval === null ? null : { ...costs.approval, amount: formatUnits(costs.approval.amount, market.decimals) },
  };
}
