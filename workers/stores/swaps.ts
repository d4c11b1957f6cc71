// Swaps, behind one door: D1 holds the recent window, the R2 archive everything older. Ingestion, the retention cron
// and every reader ask this module and never see where a swap is kept.
// Use it as `import * as swaps from "../stores/swaps"`: swaps.ofPair(…), swaps.ofTrader(…).

export {
  type CountRead,
  countOfTraderOnPair,
  inLaunchBlock,
  ofPair,
  ofTrader,
  type PairSwapFilter,
  type StoredSwap,
  type SwapCursor,
  type SwapsEnv,
} from "./swap-reads";
export { archiveOldSwaps as archiveOld } from "./swap-retention";
export { insertSwapStatements as insertStatements, SWAP_COLUMNS } from "./swap-writes";
