import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChartResponse } from "../../../shared/schemas/chart";
import { type BlockMark, readCursor } from "../../../workers/db/indexed-blocks";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";
import { CANDLE_FIELDS, type FoldedCandle, foldSwaps, type SwapFacts } from "../ingest/candle-oracle";

// The stored candles against candles folded by hand from the stored swaps (candle-oracle.ts, not the
// indexer's fold): lone trades' candles are built by SQL from their swap rows and the others sent whole,
// and each range merges into what earlier ranges stored.

// 2023-11-13 00:00 UTC, a Monday: the blocks straddle a week's start.
const MONDAY = 1_699_833_600;
const key = (candle: { pair_address: string; timeframe: string; start_timestamp: number }) =>
  `${candle.pair_address} ${candle.timeframe} ${candle.start_timestamp}`;
const SWAP_FACTS =
  "pair_address, block_number, log_index, block_timestamp, price0_in1, price_usd, volume_token0, volume_token1, volume_usd, is_buy, reserve0_after, reserve1_after, liquidity_after";

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
    let returned: FoldedCandle[] = [];
    for (const [from, blocks] of ranges) {
      const range = syntheticRange(pairs, from, blocks, 2, MONDAY - 45);
      const live = blocks === 1;
      const applied = await applyRange(deps, range, { tracked: [], cursor, now: new Date(), live });
      if (live) returned = applied.candles;
      cursor = range.last;
    }
    const { results: swaps } = await env.DB.prepare(
      `SELECT ${SWAP_FACTS} FROM swaps WHERE block_number BETWEEN 1 AND 91 ORDER BY block_number, log_index`,
    ).all<SwapFacts>();
    expect(swaps).toHaveLength((40 + 50 + 1) * 2);
    const expected = foldSwaps(swaps);
    const { results: stored } = await env.DB.prepare(
      `SELECT pair_address, timeframe, start_timestamp, ${CANDLE_FIELDS.join(", ")} FROM candles ORDER BY pair_address, timeframe, start_timestamp`,
    ).all<FoldedCandle>();
    expect(stored.map(key).sort()).toEqual([...expected.keys()].sort());
    for (const candle of stored) {
      const want = expected.get(key(candle))!;
      for (const field of CANDLE_FIELDS) {
        const [got, wanted] = [candle[field], want[field]];
        // Sums merged range by range add in another order than one pass over the swaps: equal to 12 digits.
        if (typeof got === "number" && typeof wanted === "number" && wanted !== 0) expect(got / wanted, `${key(candle)} ${field}`).toBeCloseTo(1, 12);
        else expect(got, `${key(candle)} ${field}`).toBe(wanted);
      }
    }
    // A live range answers its merged candles for the pair feeds: the stored rows, under their pair's address.
    const storedByKey = new Map(stored.map((candle) => [key(candle), candle]));
    expect(returned).toHaveLength(2 * 9);
    for (const candle of returned) expect(candle).toMatchObject(storedByKey.get(key(candle))!);
    expect(stored.filter((candle) => candle.timeframe === "1w").map((candle) => candle.start_timestamp)).toEqual([
      MONDAY - 604_800,
      MONDAY,
      MONDAY - 604_800,
      MONDAY,
      MONDAY - 604_800,
      MONDAY,
    ]);
  });

  it("keep a pair's candles under its own id when the packed key passes 2^53", async () => {
    // Keys are pair_id << 36 | timeframe << 32 | start: a pair id of 2^26 puts them near 2^62,
    // where a JavaScript number could not hold them.
    const [pair] = syntheticPairs(1, 950);
    await env.DB.batch(seedStatements(env.DB, [pair!]));
    await env.DB.prepare("UPDATE pairs SET id = ?1 WHERE address = ?2")
      .bind(2 ** 26, pair!.address)
      .run();
    const cursor = await readCursor(env.DB);
    const range = syntheticRange([pair!], cursor!.number + 1, 3, 1, MONDAY + 3600);
    await applyRange(benchDeps(), range, { tracked: [], cursor, now: new Date(), live: false });
    const { results } = await env.DB.prepare(
      "SELECT timeframe, start_timestamp, end_timestamp, trade_count FROM candles WHERE pair_address = ?1 AND timeframe IN ('1s', '1w') ORDER BY timeframe, start_timestamp",
    )
      .bind(pair!.address)
      .all();
    const first = MONDAY + 3600 + cursor!.number + 1;
    expect(results).toEqual([
      { timeframe: "1s", start_timestamp: first, end_timestamp: first + 1, trade_count: 1 },
      { timeframe: "1s", start_timestamp: first + 1, end_timestamp: first + 2, trade_count: 1 },
      { timeframe: "1s", start_timestamp: first + 2, end_timestamp: first + 3, trade_count: 1 },
      { timeframe: "1w", start_timestamp: MONDAY, end_timestamp: MONDAY + 604_800, trade_count: 3 },
    ]);
    const response = await SELF.fetch(`https://lqscan.test/api/v1/indexer/chart/${pair!.address}?timeframe=1s&candleType=01`);
    const body = (await response.json()) as ChartResponse;
    expect(body.candles.map((candle) => candle.time)).toEqual([first, first + 1, first + 2]);
  });
});
