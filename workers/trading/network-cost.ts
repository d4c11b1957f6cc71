import { type Address, formatEther, type PublicClient } from "viem";
import { simulateCalls } from "viem/actions";
import type { NetworkCost } from "../../shared/schemas/trade";
import { approvalCall, type Side, spenderAllowance, type TokenMarket } from "./market";
import type { ContractCall } from "./send-transaction";
import { tradeCall } from "./trade";

// What a trade would cost in gas before it is sent: its own transaction and, for a sell the wallet has not
// approved yet, the approval of exactly the amount sold that goes first. Priced at the latest base fee plus
// the tip the trade would send.

/** A deadline far enough out for any estimate (the trade itself sets its own when it is sent). */
const ESTIMATE_DEADLINE = 2n ** 40n;

export type TradeCosts = { networkFee: NetworkCost | null; approval: (NetworkCost & { amount: bigint }) | null };

const costOf = (gas: bigint, perGas: bigint): NetworkCost => ({ gas: Number(gas), fee: formatEther(gas * perGas) });

/** Gas the wallet's call would use now, or null when the node says it would fail (a buy above the balance). */
const gasOf = (client: PublicClient, wallet: Address, call: ContractCall) =>
  client.estimateGas({ account: wallet, ...call, blockTag: "pending" }).catch(() => null);

/** The trade's gas and fee from `wallet`, with `tip` (wei per gas) over the latest base fee. */
export async function tradeCosts(client: PublicClient, market: TokenMarket, side: Side, amountIn: bigint, wallet: Address, tip: bigint): Promise<TradeCosts> {
  // No minimum: a price that moved since the quote changes the gas little, and must not hide it.
  const trade = tradeCall(market, side, amountIn, 0n, wallet, ESTIMATE_DEADLINE);
  const [block, allowance] = await Promise.all([
    client.getBlock({ blockTag: "latest" }),
    side === "sell" ? spenderAllowance(client, market, wallet) : Promise.resolve(amountIn),
  ]);
  const perGas = (block.baseFeePerGas ?? 0n) + tip;
  const needsApproval = allowance < amountIn;
  const approve = approvalCall(market, amountIn);
  // The gas the trade would use (its refunds counted, unlike an estimate's limit), run after its approval
  // on a simulated block when it needs one; the node's estimate where it cannot simulate.
  const [approvalGas, tradeGas] = await Promise.all([
    needsApproval ? gasOf(client, wallet, approve) : Promise.resolve(null),
    simulateCalls(client, { account: wallet, calls: needsApproval ? [approve, trade] : [trade] })
      .then(({ results }) => {
        const last = results.at(-1);
        return last?.status === "success" ? last.gasUsed : null;
      })
      .catch(() => (needsApproval ? null : gasOf(client, wallet, trade))),
  ]);
  return {
    networkFee: tradeGas === null ? null : costOf(tradeGas, perGas),
    approval: approvalGas === null ? null : { ...costOf(approvalGas, perGas), amount: amountIn },
  };
}
