// Bench: a live candle's indicators. The chart used to compute every chosen indicator over all drawn candles on each
// live update; it now moves a tracker by one candle (frontend/components/price-chart/indicators.ts). Prints the median
// time per update of both, with every indicator on, over 1,000 drawn candles (the chart's first page). No stack needed:
//   npx tsx tests/bench/indicator-update.ts
import { CHART_INDICATORS, indicatorLines } from "../../frontend/components/price-chart/indicators";
import type { Candle } from "../../shared/schemas/chart";
import { percentile } from "./lib/percentile";

const CANDLES = 1000;
const UPDATES = 500;
const chosen = [...CHART_INDICATORS];

const candles: Candle[] = Array.from({ length: CANDLES }, (_, i) => {
  const close = 1 + 0.2 * Math.sin(i / 17) + 0.001 * i;
  return { time: 1_700_000_000 + 60 * i, open: close, high: close * 1.01, low: close * 0.99, close, volume: 10 + (i % 7) };
});

/** Median milliseconds of `run` over UPDATES live moves of the last candle. */
function median(run: (candle: Candle) => void): number {
  const times: number[] = [];
  for (let i = 0; i < UPDATES; i++) {
    const last = candles.at(-1)!;
    const moved = { ...last, close: last.close * (1 + 0.0001 * (i % 5)), volume: last.volume + i };
    const started = performance.now();
    run(moved);
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

const full = median((moved) => indicatorLines([...candles.slice(0, -1), moved], chosen, "1m"));
const { tracker } = indicatorLines(candles, chosen, "1m");
const tracked = median((moved) => tracker.next(moved, true));
console.log(`${CANDLES} candles, ${chosen.join(", ")}, ${UPDATES} live updates of the last candle`);
console.log(`every indicator over every candle again: median ${full.toFixed(3)} ms per update`);
console.log(`the tracker moved by the last candle:    median ${tracked.toFixed(3)} ms per update (${(full / tracked).toFixed(0)}× less)`);
