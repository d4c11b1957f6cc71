import { type Address, encodeFunctionData } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { type Side, type TokenMarket, tradingAbi, V2_PRICE_ACCUMULATORS_GAS } from "../market";
import { type ContractCall, type PricedCall, priceCall } from "../send-transaction";
import type { TradeContext } from "./context";

const DEADLINE_SECONDS = 120n;

/** The transaction of the trade: the guard's buy or sell on the curve, or the router's swap; both with the minimum and deadline as their floor. */
export function tradeCall(market: TokenMarket, side: Side, amountIn: bigint, minOut: bigint, wallet: Address, deadline: bigint): ContractCall {
  if (market.route === "launchpad") {
    const data =
      side === "buy"
        ? encodeFunctionData({ abi: tradingAbi, functionName: "buy", args: [market.token, minOut, deadline] })
        : encodeFunctionData({ abi: tradingAbi, functionName: "sell", args: [market.token, amountIn, minOut, deadline] });
    return { to: market.contracts.guard!, data, value: side === "buy" ? amountIn : 0n };
  }
  const whype = WHYPE_ADDRESS as Address;
  const data =
    side === "buy"
      ? encodeFunctionData({ abi: tradingAbi, functionName: "swapExactETHForTokens", args: [minOut, [whype, market.token], wallet, deadline] })
      : encodeFunctionData({ abi: tradingAbi, functionName: "swapExactTokensForETH", args: [amountIn, minOut, [market.token, whype], wallet, deadline] });
  return { to: market.contracts.router!, data, value: side === "buy" ? amountIn : 0n };
}

/** The trade's transaction with its gas and fees, its deadline two minutes past the latest block; a foreseen revert refuses it. */
export async function pricedTradeCall({ client, wallet, market, side, refusals, tip }: TradeContext, amountIn: bigint, minOut: bigint): Promise<PricedCall> {
  const head = await client.getBlock({ blockTag: "latest" });
  return priceCall(
    client,
    wallet.address,
    tradeCall(market, side, amountIn, minOut, wallet.address, head.timestamp + DEADLINE_SECONDS),
    (reason) => refusals.explain(reason),
    { unseenGas: market.route === "hyperswap-v2" ? V2_PRICE_ACCUMULATORS_GAS : 0n, tip },
  );
}
