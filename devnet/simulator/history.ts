import { type Address, getContractAddress } from "viem";
import { isDynamic, type MarketAction } from "./actions";
import { type LaneTransaction, sendInRounds } from "./send-in-rounds";
import type { SimChain } from "./sim-chain";
import type { BuildTransaction } from "./transactions";

// HyperEVM's big blocks carry 30M gas; history blocks stay within that.
const BLOCK_GAS_LIMIT = 30_000_000n;
/**
 * History is written in blocks spanning up to a few minutes of market time: anvil's cost is mostly per
 * block, and a week of one-second blocks would take far longer than the three minutes history may take.
 * The last day, which charts show in the most detail, gets the shortest blocks.
 */
export function blockSpanSeconds(age: number): number {
  if (age < 86_400) return 120;
  return age < 3 * 86_400 ? 300 : 600;
}

/** Launched tokens are created by the launchpad in order, so their addresses follow its nonce (from 1). */
export function launchedTokenAddress(launchpad: Address, tokenIndex: number): Address {
  return getContractAddress({ from: launchpad, nonce: BigInt(tokenIndex + 1) });
}

export type WrittenHistory = { blocks: number; transactions: number; skipped: number; byKind: Partial<Record<MarketAction["kind"], number>> };

/**
 * Writes planned actions into the chain's past. A block gathers a few minutes of market time (see
 * blockSpanSeconds), is stamped with its first action's time and stays within the block gas limit.
 * Actions of one lane depend on each other, so a block is sent in rounds (each lane's first action, then
 * the second …). An action that reads the chain (a price to steer, a position to withdraw) starts a new
 * block if its lane already has an action in this one, so that it reads the state that action left.
 */
export async function writeHistory(
  chain: SimChain,
  options: {
    build: BuildTransaction;
    actions: readonly MarketAction[];
    after: number;
    until: number;
    /** Called after each block with what was written so far and how many of the actions are done. */
    onBlock?: (written: WrittenHistory, actionsDone: number) => void;
  },
): Promise<WrittenHistory> {
  let blockTime = options.after;
  let pending: LaneTransaction[] = [];
  let gasInBlock = 0n;
  const written: WrittenHistory = { blocks: 0, transactions: 0, skipped: 0, byKind: {} };

  const mine = async (actionsDone: number) => {
    if (pending.length === 0) return;
    await sendInRounds(chain, pending);
    await chain.mineAt(blockTime);
    written.blocks += 1;
    pending = [];
    gasInBlock = 0n;
    options.onBlock?.(written, actionsDone);
  };

  for (const [index, action] of options.actions.entries()) {
    // An action that reads the chain must see what its lane's earlier actions did.
    const readsStale = isDynamic(action) && pending.some((earlier) => earlier.lane === action.lane);
    if (readsStale || action.at >= blockTime + blockSpanSeconds(options.until - blockTime)) {
      await mine(index);
      blockTime = Math.max(action.at, blockTime + 1);
    }
    const transaction = await options.build(action);
    if (!transaction) {
      written.skipped += 1;
      continue;
    }
    if (gasInBlock + transaction.gas > BLOCK_GAS_LIMIT) {
      await mine(index);
      blockTime = Math.max(action.at, blockTime + 1);
    }
    pending.push({ lane: action.lane, transaction });
    gasInBlock += transaction.gas;
    written.transactions += 1;
    written.byKind[action.kind] = (written.byKind[action.kind] ?? 0) + 1;
  }
  await mine(options.actions.length);
  return written;
}
