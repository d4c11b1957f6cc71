import type { ChartOptions, DeepPartial } from "lightweight-charts";
import { ColorType } from "lightweight-charts";

/** Reads a design-system colour, so the canvas chart follows the same CSS variables as the page. */
function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export function chartColors() {
  return {
    up: cssColor("--color-up"),
    down: cssColor("--color-down"),
    text: cssColor("--color-text-muted"),
    grid: cssColor("--color-border"),
    background: cssColor("--color-bg"),
  };
}

export function chartOptions(): DeepPartial<ChartOptions> {
  const colors = chartColors();
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      fontFamily: getComputedStyle(document.body).fontFamily,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    // A young pair has a handful of candles: keep them candle-sized instead of stretched across the chart.
    timeScale: { borderColor: colors.grid, timeVisible: true, secondsVisible: true, maxBarSpacing: 24, rightOffset: 4 },
    crosshair: { mode: 0 },
  };
}
