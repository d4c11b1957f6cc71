import type { SwapActivity } from "../../shared/schemas/activity";
import type { CandleRow } from "../stores/candle-columns";

/** What the ingestor hands a pair's feed after a commit: the new trades and the merged candles. */
export type LiveUpdate = {
  pairAddress: string;
  trades: SwapActivity[];
  candles: CandleRow[];
  circulatingSupply: number | null;
};
