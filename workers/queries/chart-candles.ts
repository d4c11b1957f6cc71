import type { Candle, CandleType } from "../../shared/schemas/chart";
import type { CandleRow } from "../stores/candle-columns";

/** The columns a chart candle is drawn from, whatever its type. */
export const CHART_SOURCE_COLUMNS = [
  "start_timestamp",
  "open",
  "high",
  "low",
  "close",
  "open_usd",
  "high_usd",
  "low_usd",
  "close_usd",
  "volume_token0",
  "volume_token1",
  "volume_usd",
] as const satisfies readonly (keyof CandleRow)[];
export type ChartSourceRow = Pick<CandleRow, (typeof CHART_SOURCE_COLUMNS)[number]>;

/** The columns of the USD-priced candle types (`usd`, and `mcap`, which scales them). */
const USD_COLUMNS = ["start_timestamp", "open_usd", "high_usd", "low_usd", "close_usd", "volume_usd"] as const;

/**
 * The columns chartCandle reads for each candle type: a chart reads only those (half of them), as
 * handing rows over from D1 costs by the value.
 */
export const CANDLE_TYPE_COLUMNS: Record<CandleType, readonly (keyof ChartSourceRow)[]> = {
  "01": ["start_timestamp", "open", "high", "low", "close", "volume_token0"],
  "10": ["start_timestamp", "open", "high", "low", "close", "volume_token1"],
  usd: USD_COLUMNS,
  mcap: USD_COLUMNS,
};

/**
 * A stored candle as the chart draws it: `01` token0 in token1 (volume in token0), `10` the inverse
 * (volume in token1), `usd` the displayed token in USD and `mcap` that times the circulating supply
 * (both with USD volume). Null when the candle has no USD price yet.
 */
export function chartCandle(row: ChartSourceRow, candleType: CandleType, circulatingSupply: number | null): Candle | null {
  const time = row.start_timestamp;
  switch (candleType) {
    case "01":
      return { time, open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume_token0 };
    case "10":
      return { time, open: 1 / row.open, high: 1 / row.low, low: 1 / row.high, close: 1 / row.close, volume: row.volume_token1 };
    case "usd":
    case "mcap": {
      if (row.open_usd === null || row.high_usd === null || row.low_usd === null || row.close_usd === null) return null;
      const scale = candleType === "usd" ? 1 : circulatingSupply;
      if (scale === null) return null;
      return {
        time,
        open: row.open_usd * scale,
        high: row.high_usd * scale,
        low: row.low_usd * scale,
        close: row.close_usd * scale,
        volume: row.volume_usd,
      };
    }
  }
}
