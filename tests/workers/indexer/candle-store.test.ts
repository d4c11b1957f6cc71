import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { candlesOfSwaps, mergeCandles, type CandleRow } from "../../../workers/indexer/candles";
import { applyRange } from "../../../workers/indexer/ingest";
import type { SwapRow } from "../../../workers/indexer/rows";
import { CANDLE_COLUMNS, SWAP_COLUMNS, type BlockMark } from "../../../workers/indexer/write-range";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";

// The stored candles against the fold of candles.ts: lone trades' candles are built by SQL from
// their swap rows and the others sent whole, and each range merges into what earlier ranges stored.

// 2023-11-13 00:00 UTC, a Monday: the blocks straddle a week's start.
const MONDAY = 1_699_833_600;
const key = (candle: CandleRow) => `${candle.pair_address} ${candle.timeframe} ${candle.start_timestamp}`;

describe("stored candles", () => {
  it("equal the candles folded from each range's swaps and merged range after range", async () => {
    const pairs = syntheticPairs(3, 900);
    await env.DB.batch(seedStatements(env.DB, pairs));
    const deps = benchDeps();
    // Two trades a block over three pairs: each pair trades every 1.5 s, so 1s and 15s buckets
    // hold one trade or several; the last range is a single live block.
    const ranges = [
      [1, 40],
      [41, 50],
      [91, 1],
    ] as const;
    let cursor: BlockMark | null = null;
    const expected = new Map<string, CandleRow>();
    let returned: CandleRow[] = [];
    for (const [from, blocks] of ranges) {
      const range = syntheticRange(pairs, from, blocks, 2, MONDAY - 45);
      const live = blocks === 1;
      const applied = await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live });
      if (live) returned = applied.candles;
      cursor = range.last;
      const { results: swaps } = await env.DB.prepare(
        `SELECT ${SWAP_COLUMNS.join(", ")} FROM swaps WHERE block_number BETWEEN ?1 AND ?2 ORDER BY block_number, log_index`,
      )
        .bind(from, from + blocks - 1)
        .all<SwapRow>();
      expect(swaps).toHaveLength(blocks * 2);
      for (const candle of candlesOfSwaps(swaps, () => true)) {
        const stored = expected.get(key(candle));
        expected.set(key(candle), stored === undefined ? candle : mergeCandles(stored, candle));
      }
    }
    const { results: stored } = await env.DB.prepare(
      `SELECT ${CANDLE_COLUMNS.join(", ")} FROM candles ORDER BY pair_address, timeframe, start_timestamp`,
    ).all<CandleRow>();
    expect(stored).toEqual([...expected.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1)));
    // A live range answers its merged candles for the pair feeds: the stored rows, under their pair's address.
    const storedByKey = new Map(stored.map((candle) => [key(candle), candle]));
    expect(returned).toHaveLength(2 * 9);
    for (const candle of returned) expect(candle).toEqual(storedByKey.get(key(candle)));
    expect(stored.filter((candle) => candle.timeframe === "1w").map((candle) => candle.start_timestamp)).toEqual([
      MONDAY - 604_800,
      MONDAY,
      MONDAY - 604_800,
      MONDAY,
      MONDAY - 604_800,
      MONDAY,
    ]);
  });
});
