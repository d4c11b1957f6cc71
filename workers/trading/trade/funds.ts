import { formatEther, formatUnits } from "viem";
import type { BuyRequest, SellRequest } from "../../../shared/schemas/trade";
import { CREATOR_SELL_LOCK_SECONDS } from "../../../shared/trade-warnings";
import { ApiError } from "../../http/errors";
import { hype, parseAmount } from "../amounts";
import { tokenBalance } from "../market";
import { TRADE_VALUE_CAP_WEI } from "../trading-key";
import type { TradeContext } from "./context";

/** The amount the trade spends, once the wallet is found to hold it: HYPE for a buy, tokens for a sell. */
export function fundedAmount(trade: TradeContext, request: BuyRequest | SellRequest): Promise<bigint> {
  return trade.side === "buy" ? fundedBuy(trade, request) : fundedSell(trade, request as SellRequest);
}

async function fundedBuy({ client, wallet }: TradeContext, request: BuyRequest): Promise<bigint> {
  const amountIn = parseAmount(request.amountIn, 18, "HYPE");
  const balance = await client.getBalance({ address: wallet.address, blockTag: "pending" });
  if (balance < amountIn) {
    throw new ApiError(400, `Not enough HYPE: the wallet holds ${hype(balance)} and this buy needs ${hype(amountIn)} plus gas`, {
      code: "INSUFFICIENT_HYPE",
      available: formatEther(balance),
      required: formatEther(amountIn),
    });
  }
  // The trading policy's cap: the provider would refuse to sign it.
  if (amountIn > TRADE_VALUE_CAP_WEI) throw new ApiError(400, `A buy can spend at most ${hype(TRADE_VALUE_CAP_WEI)} in one transaction`);
  return amountIn;
}

async function fundedSell(trade: TradeContext, request: SellRequest): Promise<bigint> {
  const { market, refusals } = trade;
  await assertCreatorMaySell(trade);
  const { amount, balance } = await sellAmount(trade, request);
  if (balance < amount) {
    throw new ApiError(400, `Not enough tokens: the wallet holds ${refusals.amount(balance)} and this sell needs ${refusals.amount(amount)}`, {
      code: "INSUFFICIENT_TOKENS",
      available: formatUnits(balance, market.decimals),
      required: formatUnits(amount, market.decimals),
    });
  }
  return amount;
}

/** The creator's own sells wait an hour after launch (on the curve; the contract would revert). */
async function assertCreatorMaySell({ client, market, wallet, refusals }: TradeContext): Promise<void> {
  if (market.route !== "launchpad" || market.creator.toLowerCase() !== wallet.address.toLowerCase()) return;
  const opensAt = market.creationTimestamp + CREATOR_SELL_LOCK_SECONDS;
  const head = await client.getBlock({ blockTag: "latest" });
  if (Number(head.timestamp) < opensAt) throw refusals.creatorLocked(opensAt);
}

async function sellAmount({ client, market, wallet }: TradeContext, request: SellRequest): Promise<{ amount: bigint; balance: bigint }> {
  const balance = await tokenBalance(client, market, wallet.address);
  if (request.percentage !== undefined) {
    const amount = (balance * BigInt(Math.round(request.percentage * 100))) / 10_000n;
    if (amount === 0n)
      throw new ApiError(400, `Not enough tokens: the wallet holds 0 ${market.symbol}`, { code: "INSUFFICIENT_TOKENS", available: "0", required: "0" });
    return { amount, balance };
  }
  return { amount: parseAmount(request.amountIn, market.decimals, market.symbol), balance };
}
