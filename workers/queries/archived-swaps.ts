import type { SwapRow } from "../db/rows";
import { retentionConfig } from "../retention/retention-config";
import type { ArchivedSwap, SwapArchive } from "../retention/swap-archive";

/** Where reads find swaps that left D1: the archive, and the time before which a swap may be there. */
export type ArchivedSwapsReader = { archive: SwapArchive; before: number };

export function archivedSwapsReader(env: Env, nowUnix: number): ArchivedSwapsReader {
  return { archive: env.SWAP_ARCHIVE, before: nowUnix - retentionConfig(env).swapSeconds };
}

const swapId = (swap: SwapRow) => `${swap.pair_address}-${swap.block_number}-${swap.log_index}`;

/** Archived swaps after D1's, newest first, leaving out any D1 still has (a run stopped before its delete). */
export function afterStored<T extends SwapRow>(stored: T[], archived: ArchivedSwap[]): (T | ArchivedSwap)[] {
  const ids = new Set(stored.map(swapId));
  return [...stored, ...archived.filter((swap) => !ids.has(swapId(swap)))];
}
