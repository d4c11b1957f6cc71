// The chart's readout: open, high, low, close, volume and change of the candle under the pointer (the last one
// otherwise), and the chosen indicators' values there. Plain DOM, so the iframe's chart can carry it too.
import type { IChartApi } from "lightweight-charts";
import { formatPercent } from "../../../shared/format/numbers";
import type { Candle } from "../../../shared/schemas/chart";
import type { IndicatorValues } from "./indicator-series";
import { INDICATOR_LABEL, type IndicatorLine } from "./indicators";

/** How a line is named in the readout: Bollinger's three lines share the indicator's name. */
const LEGEND_NAME: Record<IndicatorLine, string> = {
  MA: INDICATOR_LABEL.MA,
  EMA: INDICATOR_LABEL.EMA,
  VWAP: INDICATOR_LABEL.VWAP,
  "BB upper": `${INDICATOR_LABEL.BB} upper`,
  "BB middle": `${INDICATOR_LABEL.BB} middle`,
  "BB lower": `${INDICATOR_LABEL.BB} lower`,
  RSI: INDICATOR_LABEL.RSI,
};

export type ChartLegend = {
  /** Shows the last candle (when the pointer is off the chart) with what is drawn now. */
  refresh: (values: IndicatorValues) => void;
};

/** What the readout reads from its chart; formats follow the candle type shown. */
type Sources = {
  candleAt: (time: number) => Candle | undefined;
  last: () => Candle | undefined;
  formats: () => { price: (price: number) => string; volume: (volume: number) => string };
};

function item(name: string, value: string, tone?: "up" | "down"): HTMLElement {
  const element = document.createElement("span");
  element.className = "chart-legend-item";
  const label = document.createElement("span");
  label.textContent = name;
  const figure = document.createElement("b");
  figure.textContent = value;
  if (tone !== undefined) figure.className = `tone-${tone}`;
  element.append(label, " ", figure);
  return element;
}

export function createChartLegend(container: HTMLElement, chart: IChartApi, sources: Sources): ChartLegend {
  const legend = document.createElement("div");
  legend.className = "chart-legend";
  legend.setAttribute("aria-label", "Candle readout");
  container.append(legend);
  let values: IndicatorValues = new Map();
  let hovered: number | null = null;

  const render = () => {
    const candle = hovered === null ? sources.last() : sources.candleAt(hovered);
    if (candle === undefined) {
      legend.replaceChildren();
      return;
    }
    const { price, volume } = sources.formats();
    const change = candle.open === 0 ? null : ((candle.close - candle.open) / candle.open) * 100;
    const tone = candle.close >= candle.open ? "up" : "down";
    const ohlc = document.createElement("div");
    ohlc.append(
      item("O", price(candle.open)),
      item("H", price(candle.high)),
      item("L", price(candle.low)),
      item("C", price(candle.close), tone),
      item("Vol", volume(candle.volume)),
      item("Change", formatPercent(change), tone),
    );
    const lines = document.createElement("div");
    for (const [line, byTime] of values) {
      const value = byTime.get(candle.time);
      if (value !== undefined) lines.append(item(LEGEND_NAME[line], line === "RSI" ? value.toFixed(2) : price(value)));
    }
    legend.replaceChildren(ohlc, ...(lines.childElementCount > 0 ? [lines] : []));
    legend.dataset.time = String(candle.time);
  };

  chart.subscribeCrosshairMove((param) => {
    hovered = param.time === undefined ? null : (param.time as number);
    render();
  });

  return {
    refresh(next) {
      values = next;
      render();
    },
  };
}
