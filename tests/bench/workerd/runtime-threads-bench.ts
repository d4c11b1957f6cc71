// Whether the local runtime runs SQLite stores side by side: four pairs' stores each write 20,000 candles, one after
// another and then all at once. Were workerd to run objects on several threads, the second would take a fraction of
// the first; equal times mean one thread serves every object (D1 included), so spreading writes over many stores
// cannot raise the ingest rate measured here, only in production, where objects run on their own machines:
//   npx vitest run --project workerd-bench tests/bench/workerd/runtime-threads-bench.ts
import { env } from "cloudflare:test";
import { it } from "vitest";
import { pairSeriesOf } from "../../../workers/durable-objects";
import { SERIES_CANDLE_COLUMNS, type SeriesCandle } from "../../../workers/stores/candle-columns";

const STORES = 4;
const CANDLES = 20_000;
const ROUNDS = 3;

/** `count` candles of consecutive keys from `first`, their values as the columns' types want them. */
function candles(first: number, count: number): SeriesCandle[] {
  return Array.from({ length: count }, (_, index) => {
    const candle: Record<string, unknown> = { series_key: first + index };
    for (const column of SERIES_CANDLE_COLUMNS) {
      candle[column] = column.endsWith("_at") ? "2026-11-25T00:00:00.000Z" : column.endsWith("_end") ? "123456789012345678" : Math.random();
    }
    return candle as SeriesCandle;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it("times stores written one after another and side by side", async () => {
  const stores = Array.from({ length: STORES }, (_, index) => pairSeriesOf(env, `threads-${index}`));
  await Promise.all(stores.map((store) => store.putCandles(candles(0, 1))));
  const sequential: number[] = [];
  const concurrent: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const batches = stores.map((_, index) => candles(round * 1e7 + index * 1e6, CANDLES));
    let started = performance.now();
    for (const [index, store] of stores.entries()) await store.putCandles(batches[index]!);
    sequential.push(performance.now() - started);
    const next = stores.map((_, index) => candles(round * 1e7 + index * 1e6 + CANDLES, CANDLES));
    started = performance.now();
    await Promise.all(stores.map((store, index) => store.putCandles(next[index]!)));
    concurrent.push(performance.now() - started);
  }
  const one = median(sequential);
  const all = median(concurrent);
  console.log(
    `${STORES} stores × ${CANDLES} candles (median of ${ROUNDS}): one after another ${one.toFixed(0)} ms, side by side ${all.toFixed(0)} ms (${(all / one).toFixed(2)}× ; ${(1 / STORES).toFixed(2)}× were each store on its own thread)`,
  );
}, 600_000);
