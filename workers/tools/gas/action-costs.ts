import type { Hash, PublicClient } from "viem";
import { type ActionCost, FAST_BLOCK_GAS_LIMIT, GAS_ACTIONS, type GasAction } from "../../../shared/schemas/gas";
import type { RecentActionTransactions } from "../../queries/recent-action-transactions";

/** A plain HYPE transfer always costs the protocol's intrinsic gas. */
const TRANSFER_GAS = 21_000;

/** Gas each action used: the median of its recent transactions' receipts, or null when the chain has none yet. */
export type ActionGas = Record<GasAction, { gasUsed: number | null; transactions: number }>;

export async function measuredActionGas(client: PublicClient, recent: RecentActionTransactions): Promise<ActionGas> {
  const measured = await Promise.all(
    Object.entries(recent).map(async ([action, hashes]) => {
      const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash: hash as Hash }).catch(() => null)));
      const used = receipts.flatMap((receipt) => (receipt === null ? [] : [Number(receipt.gasUsed)]));
      return [action, { gasUsed: median(used), transactions: used.length }] as const;
    }),
  );
  return { transfer: { gasUsed: TRANSFER_GAS, transactions: 0 }, ...Object.fromEntries(measured) } as ActionGas;
}

/** What each action costs at `gasPrice` (wei), in HYPE and, with a HYPE price, in USD. */
export function actionCosts(gas: ActionGas, gasPrice: bigint, hypeUsd: number | null): ActionCost[] {
  return GAS_ACTIONS.map((action) => {
    const { gasUsed, transactions } = gas[action];
    const costHype = gasUsed === null ? null : (gasUsed * Number(gasPrice)) / 1e18;
    return {
      action,
      gasUsed,
      source: action === "transfer" ? { kind: "protocol" } : { kind: "receipts", transactions },
      costHype,
      costUsd: costHype === null || hypeUsd === null ? null : costHype * hypeUsd,
      needsBigBlock: gasUsed !== null && gasUsed > FAST_BLOCK_GAS_LIMIT,
    };
  });
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
