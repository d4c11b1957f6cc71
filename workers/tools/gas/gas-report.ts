import { BaseError, type PublicClient } from "viem";
import { GAS_HISTORY_BLOCKS, type GasLane, type GasReport } from "../../../shared/schemas/gas";
import { type ActionGas, actionCosts } from "./action-costs";
import { laneFigures, recentBlocks } from "./recent-blocks";

/**
 * The gas tracker's report at the chain's head: each lane's next base fee, tips and fullness from the recent blocks,
 * the node's own suggestions (eth_gasPrice for the next fast block, eth_bigBlockGasPrice for the next big one, which
 * only HyperEVM answers), and what common actions cost at eth_gasPrice, the price a wallet asking the node pays.
 */
export async function gasReport(client: PublicClient, actionGas: ActionGas, hypeUsd: number | null): Promise<GasReport> {
  const [gasPrice, bigBlockGasPrice] = await Promise.all([client.getGasPrice(), bigBlockPrice(client)]);
  const dualBlocks = bigBlockGasPrice !== null;
  const blocks = await recentBlocks(client, GAS_HISTORY_BLOCKS, dualBlocks);
  const lanes = (
    dualBlocks ? [laneFigures("fast", blocks, gasPrice), laneFigures("big", blocks, bigBlockGasPrice)] : [laneFigures("single", blocks, gasPrice)]
  ).filter((lane): lane is GasLane => lane !== null);
  const newest = blocks.at(-1)!;
  return {
    block: { number: newest.number, timestamp: newest.timestamp },
    dualBlocks,
    lanes,
    hypeUsd,
    gasPrice: gasPrice.toString(),
    actions: actionCosts(actionGas, gasPrice, hypeUsd),
    recentBlocks: blocks.map(({ tips: _tips, ...block }) => block),
  };
}

/** eth_bigBlockGasPrice, or null where the node does not know the method (anvil, any non-HyperEVM node). */
async function bigBlockPrice(client: PublicClient): Promise<bigint | null> {
  try {
    return BigInt(await client.request({ method: "eth_bigBlockGasPrice" } as never));
  } catch (error) {
    if (methodMissing(error)) return null;
    throw error;
  }
}

/** JSON-RPC's "method not found" (-32601), or a node's own words for it. */
function methodMissing(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return (
    error.walk(
      (cause) => (cause as { code?: number }).code === -32601 || /method .*(not found|not supported|does not exist)/i.test((cause as Error).message),
    ) !== null
  );
}
