// Chart indicators, computed by trading-signals from the drawn candles. Pure: the chart draws what this returns.
import { BollingerBands, EMA, RSI, SMA, VWAP } from "trading-signals";
import type { Candle, Timeframe } from "../../../shared/schemas/chart";

export const CHART_INDICATORS = ["MA", "EMA", "VWAP", "BB", "RSI"] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];

/** The periods a trader expects by default (TradingView's and DexScreener's). */
export const MOVING_AVERAGE_PERIOD = 20;
export const RSI_PERIOD = 14;
export const BOLLINGER_DEVIATIONS = 2;

/** Each indicator's name on its switch and in the legend. */
export const INDICATOR_LABEL: Record<ChartIndicator, string> = {
  MA: `MA ${MOVING_AVERAGE_PERIOD}`,
  EMA: `EMA ${MOVING_AVERAGE_PERIOD}`,
  VWAP: "VWAP",
  BB: `BB ${MOVING_AVERAGE_PERIOD} ${BOLLINGER_DEVIATIONS}`,
  RSI: `RSI ${RSI_PERIOD}`,
};

/** The lines an indicator draws: Bollinger bands draw three. */
export type IndicatorLine = "MA" | "EMA" | "VWAP" | "BB upper" | "BB middle" | "BB lower" | "RSI";
export type IndicatorPoint = { time: number; value: number };

const DAY_SECONDS = 86_400;

/** One value per candle once the indicator has enough of them; candles before that have none. */
function series(candles: readonly Candle[], next: (candle: Candle) => number | null): IndicatorPoint[] {
  const points: IndicatorPoint[] = [];
  for (const candle of candles) {
    const value = next(candle);
    if (value !== null && Number.isFinite(value)) points.push({ time: candle.time, value });
  }
  return points;
}

/** VWAP anchored at each UTC day's first candle, as intraday traders read it; daily and weekly candles run from the first drawn. */
function vwap(candles: readonly Candle[], timeframe: Timeframe): IndicatorPoint[] {
  const intraday = timeframe !== "1d" && timeframe !== "1w";
  let day = Number.NaN;
  let indicator = new VWAP();
  return series(candles, (candle) => {
    const candleDay = intraday ? Math.floor(candle.time / DAY_SECONDS) : 0;
    if (candleDay !== day) {
      day = candleDay;
      indicator = new VWAP();
    }
    return indicator.add({ high: candle.high, low: candle.low, close: candle.close, volume: candle.volume });
  });
}

function bollinger(candles: readonly Candle[]): Partial<Record<IndicatorLine, IndicatorPoint[]>> {
  const bands = new BollingerBands(MOVING_AVERAGE_PERIOD, BOLLINGER_DEVIATIONS);
  const upper: IndicatorPoint[] = [];
  const middle: IndicatorPoint[] = [];
  const lower: IndicatorPoint[] = [];
  for (const candle of candles) {
    const band = bands.add(candle.close);
    if (band === null) continue;
    upper.push({ time: candle.time, value: band.upper });
    middle.push({ time: candle.time, value: band.middle });
    lower.push({ time: candle.time, value: band.lower });
  }
  return { "BB upper": upper, "BB middle": middle, "BB lower": lower };
}

/** The lines of the chosen indicators over `candles` (oldest first) of `timeframe`. */
export function indicatorLines(
  candles: readonly Candle[],
  chosen: readonly ChartIndicator[],
  timeframe: Timeframe,
): Partial<Record<IndicatorLine, IndicatorPoint[]>> {
  const lines: Partial<Record<IndicatorLine, IndicatorPoint[]>> = {};
  for (const indicator of chosen) {
    if (indicator === "MA") {
      const sma = new SMA(MOVING_AVERAGE_PERIOD);
      lines.MA = series(candles, (candle) => sma.add(candle.close));
    } else if (indicator === "EMA") {
      const ema = new EMA(MOVING_AVERAGE_PERIOD);
      // trading-signals seeds the EMA with the first close: drawn once it has seen a full period, like MA.
      lines.EMA = series(candles, (candle) => {
        const value = ema.add(candle.close);
        return ema.isStable ? value : null;
      });
    } else if (indicator === "RSI") {
      const rsi = new RSI(RSI_PERIOD);
      lines.RSI = series(candles, (candle) => rsi.add(candle.close));
    } else if (indicator === "VWAP") lines.VWAP = vwap(candles, timeframe);
    else Object.assign(lines, bollinger(candles));
  }
  return lines;
}
