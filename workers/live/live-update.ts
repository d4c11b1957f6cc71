import type { SwapActivity } from "../../shared/schemas/activity";
import type { CurveCandle } from "../queries/curve-candles";
import type { CandleRow } from "../stores/candle-columns";

/** What the ingestor hands a pair's feed after a commit: the new trades and the merged candles. */
export type LiveUpdate = {
  pairAddress: string;
  trades: SwapActivity[];
  candles: CandleRow[];
  circulatingSupply: number | null;
  /** Candles of a graduated launch's V2 pair sent to its curve's page, where `01` and `10` read the other way round. */
  candlesFlipped: boolean;
  /** On a curve's page, the curve's own candles in those buckets (its graduation's), joined before the pair's. */
  curveCandles: CurveCandle[];
};
