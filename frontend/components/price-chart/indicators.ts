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

/** Each line's value at one candle; a line without one yet (too few candles) is absent. */
export type IndicatorValuesAt = Partial<Record<IndicatorLine, number>>;

/**
 * The chosen indicators' running state over the drawn candles: `next` takes the next candle, or with `replace` a new
 * version of the last one (a live candle moving), and answers the lines' values at it, without reading the candles
 * before it again.
 */
export type IndicatorTracker = { next: (candle: Candle, replace: boolean) => IndicatorValuesAt };

const finite = (line: IndicatorLine, value: number | null): IndicatorValuesAt => (value !== null && Number.isFinite(value) ? { [line]: value } : {});

/**
 * VWAP anchored at each UTC day's first candle, as intraday traders read it; daily and weekly candles run from the first
 * drawn. trading-signals' VWAP skips a candle without volume, so its `replace` would take back the candle before: a
 * moved candle instead recounts its anchor's candles (at most a day of them on intraday timeframes).
 */
function vwapTracker(timeframe: Timeframe): IndicatorTracker["next"] {
  const intraday = timeframe !== "1d" && timeframe !== "1w";
  let day = Number.NaN;
  let anchored: Candle[] = [];
  let indicator = new VWAP();
  const add = (candle: Candle) => indicator.add({ high: candle.high, low: candle.low, close: candle.close, volume: candle.volume });
  return (candle, replace) => {
    const candleDay = intraday ? Math.floor(candle.time / DAY_SECONDS) : 0;
    if (replace) anchored.pop();
    if (candleDay !== day || replace) {
      if (candleDay !== day) anchored = [];
      day = candleDay;
      indicator = new VWAP();
      for (const before of anchored) add(before);
    }
    anchored.push(candle);
    return finite("VWAP", add(candle));
  };
}

function bollingerTracker(): IndicatorTracker["next"] {
  const bands = new BollingerBands(MOVING_AVERAGE_PERIOD, BOLLINGER_DEVIATIONS);
  return (candle, replace) => {
    const band = replace ? bands.replace(candle.close) : bands.add(candle.close);
    return band === null ? {} : { "BB upper": band.upper, "BB middle": band.middle, "BB lower": band.lower };
  };
}

function indicatorTracker(indicator: ChartIndicator, timeframe: Timeframe): IndicatorTracker["next"] {
  if (indicator === "MA") {
    const sma = new SMA(MOVING_AVERAGE_PERIOD);
    return (candle, replace) => finite("MA", replace ? sma.replace(candle.close) : sma.add(candle.close));
  }
  if (indicator === "EMA") {
    const ema = new EMA(MOVING_AVERAGE_PERIOD);
    // trading-signals seeds the EMA with the first close: drawn once it has seen a full period, like MA.
    return (candle, replace) => {
      const value = replace ? ema.replace(candle.close) : ema.add(candle.close);
      return finite("EMA", ema.isStable ? value : null);
    };
  }
  if (indicator === "RSI") {
    const rsi = new RSI(RSI_PERIOD);
    return (candle, replace) => finite("RSI", replace ? rsi.replace(candle.close) : rsi.add(candle.close));
  }
  return indicator === "VWAP" ? vwapTracker(timeframe) : bollingerTracker();
}

/** A tracker of the chosen indicators for candles of `timeframe`, fed oldest first. */
export function createIndicatorTracker(chosen: readonly ChartIndicator[], timeframe: Timeframe): IndicatorTracker {
  const trackers = chosen.map((indicator) => indicatorTracker(indicator, timeframe));
  return { next: (candle, replace) => Object.assign({}, ...trackers.map((next) => next(candle, replace))) };
}

/** The lines of the chosen indicators over `candles` (oldest first), and the tracker left at the last of them. */
export function indicatorLines(
  candles: readonly Candle[],
  chosen: readonly ChartIndicator[],
  timeframe: Timeframe,
): { lines: Partial<Record<IndicatorLine, IndicatorPoint[]>>; tracker: IndicatorTracker } {
  const tracker = createIndicatorTracker(chosen, timeframe);
  const lines: Partial<Record<IndicatorLine, IndicatorPoint[]>> = {};
  for (const indicator of chosen) for (const line of INDICATOR_LINES[indicator]) lines[line] = [];
  for (const candle of candles) {
    for (const [line, value] of Object.entries(tracker.next(candle, false)) as [IndicatorLine, number][]) {
      lines[line]?.push({ time: candle.time, value });
    }
  }
  return { lines, tracker };
}

/** The lines each indicator draws. */
const INDICATOR_LINES: Record<ChartIndicator, readonly IndicatorLine[]> = {
  MA: ["MA"],
  EMA: ["EMA"],
  VWAP: ["VWAP"],
  BB: ["BB upper", "BB middle", "BB lower"],
  RSI: ["RSI"],
};
