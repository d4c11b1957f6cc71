import type { ChartOptions, DeepPartial, Time } from "lightweight-charts";
import { ColorType, TickMarkType } from "lightweight-charts";
import { NARROW_VIEWPORT_QUERY } from "../../app/narrow-viewport";
import { formatClock, formatClockMinutes, formatDateTime, formatDayMonth, formatMonth, formatYear } from "../../format/time";

/** Reads a design-system colour, so the canvas chart follows the same CSS variables as the page. */
export function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export function chartColors() {
  return {
    up: cssColor("--color-up"),
    down: cssColor("--color-down"),
    text: cssColor("--color-text-muted"),
    accent: cssColor("--color-accent"),
    grid: cssColor("--color-border"),
    background: cssColor("--color-bg"),
  };
}

/** Candle times are unix seconds; the chart writes them with the app's one clock (frontend/format/time.ts). */
const seconds = (time: Time) => time as number;

const TICK_FORMATS: Record<TickMarkType, (unixSeconds: number) => string> = {
  [TickMarkType.Year]: formatYear,
  [TickMarkType.Month]: formatMonth,
  [TickMarkType.DayOfMonth]: formatDayMonth,
  [TickMarkType.Time]: formatClockMinutes,
  [TickMarkType.TimeWithSeconds]: formatClock,
};

export function chartOptions(): DeepPartial<ChartOptions> {
  const colors = chartColors();
  const narrow = window.matchMedia(NARROW_VIEWPORT_QUERY).matches;
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      fontFamily: getComputedStyle(document.body).fontFamily,
      attributionLogo: false,
      panes: { separatorColor: colors.grid },
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    // A young pair has a handful of candles: keep them candle-sized instead of stretched across the chart.
    timeScale: {
      borderColor: colors.grid,
      timeVisible: true,
      secondsVisible: true,
      maxBarSpacing: 24,
      rightOffset: 4,
      tickMarkFormatter: (time: Time, type: TickMarkType) => TICK_FORMATS[type](seconds(time)),
    },
    localization: { timeFormatter: (time: Time) => formatDateTime(seconds(time)) },
    crosshair: { mode: 0 },
    // A thumb dragging up or down over the chart scrolls the page; on a phone the wheel does too (pinch zooms).
    handleScroll: { vertTouchDrag: false, mouseWheel: !narrow },
    handleScale: { mouseWheel: !narrow },
  };
}
