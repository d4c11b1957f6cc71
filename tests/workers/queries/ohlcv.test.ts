import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { OhlcvResponse, OhlcvRow } from "../../../shared/schemas/ohlcv";
import { syntheticPairs } from "../../bench/workerd/synthetic-chain";
import { type TradedSwap, tradeWithQuietStretch } from "./traded-pair";

// GeckoTerminal's OHLCV call against buckets folded by hand from the stored swaps: any aggregate, pages that
// meet without a gap or a repeat, and empty intervals at the previous close.

/** minute × 3: three 1m candles a bucket. */
const BUCKET = 180;

const [pair] = syntheticPairs(1, 1200);
const url = (path: string) => `https://lqscan.test/api/v1/indexer/ohlcv/${pair!.address}/${path}`;
async function ohlcv(path: string): Promise<OhlcvRow[]> {
  const response = await SELF.fetch(url(path));
  expect(response.status, path).toBe(200);
  return ((await response.json()) as OhlcvResponse).data.attributes.ohlcv_list;
}

/** Swaps folded into 3-minute buckets from the epoch, newest first, priced by `price`. */
function folded(swaps: TradedSwap[], price: (swap: TradedSwap) => number, volume: (swap: TradedSwap) => number): OhlcvRow[] {
  const buckets = new Map<number, OhlcvRow>();
  for (const swap of swaps) {
    const time = swap.block_timestamp - (swap.block_timestamp % BUCKET);
    const at = price(swap);
    const bucket = buckets.get(time);
    if (bucket === undefined) buckets.set(time, [time, at, at, at, at, volume(swap)]);
    else buckets.set(time, [time, bucket[1], Math.max(bucket[2], at), Math.min(bucket[3], at), at, bucket[5] + volume(swap)]);
  }
  return [...buckets.values()].sort((a, b) => b[0] - a[0]);
}

function expectRows(got: OhlcvRow[], want: OhlcvRow[]) {
  expect(got.map((row) => row[0])).toEqual(want.map((row) => row[0]));
  // Sums added bucket by bucket run in another order than one pass over the swaps: equal to 12 digits.
  for (const [index, row] of got.entries()) {
    for (const [field, value] of row.entries()) {
      const wanted = want[index]![field]!;
      if (wanted === 0) expect(value, `row ${index} field ${field}`).toBe(0);
      else expect(value / wanted, `row ${index} field ${field}`).toBeCloseTo(1, 12);
    }
  }
}

let swaps: TradedSwap[];
beforeAll(async () => {
  swaps = await tradeWithQuietStretch(pair!);
}, 120_000);

describe("GET /api/v1/indexer/ohlcv/{pair}/{timeframe}", () => {
  it("folds any aggregate, in USD and in the other token, newest first", async () => {
    expectRows(
      await ohlcv("minute?aggregate=3&limit=1000"),
      folded(
        swaps,
        (swap) => swap.price_usd,
        (swap) => swap.volume_usd,
      ),
    );
    expectRows(
      await ohlcv("minute?aggregate=3&limit=1000&currency=token"),
      folded(
        swaps,
        (swap) => swap.price0_in1,
        (swap) => swap.volume_token0,
      ),
    );
  });

  it("pages back with before_timestamp without a gap or a repeated candle", async () => {
    const whole = await ohlcv("minute?aggregate=3&limit=1000");
    const paged: OhlcvRow[] = [];
    let page = await ohlcv("minute?aggregate=3&limit=4");
    while (page.length > 0) {
      paged.push(...page);
      page = await ohlcv(`minute?aggregate=3&limit=4&before_timestamp=${page.at(-1)![0]}`);
    }
    expect(paged).toEqual(whole);
  });

  it("gives quiet intervals at the previous close with volume 0 when asked", async () => {
    const traded = folded(
      swaps,
      (swap) => swap.price_usd,
      (swap) => swap.volume_usd,
    );
    const newest = traded[0]![0];
    const rows = await ohlcv(`minute?aggregate=3&limit=1000&include_empty_intervals=true&before_timestamp=${newest + BUCKET}`);
    const oldest = traded.at(-1)![0];
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: (newest - oldest) / BUCKET + 1 }, (_, index) => newest - index * BUCKET));
    const byTime = new Map(traded.map((row) => [row[0], row]));
    for (const [index, row] of rows.entries()) {
      const want = byTime.get(row[0]);
      if (want !== undefined) {
        expectRows([row], [want]);
        continue;
      }
      const previousClose = rows[index + 1]![4];
      expect(row.slice(1)).toEqual([previousClose, previousClose, previousClose, previousClose, 0]);
    }
    expect(rows.length).toBeGreaterThan(traded.length);
  });

  it("refuses what it cannot answer with the reason", async () => {
    const refusal = async (path: string) => {
      const response = await SELF.fetch(url(path));
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    expect(await refusal("minute?currency=usd&token=quote")).toEqual({
      status: 400,
      message: "currency=usd is available for the base token only; use currency=token",
    });
    expect((await refusal("week")).status).toBe(400);
    expect((await refusal("minute?limit=1001")).status).toBe(400);
    expect((await refusal("minute?aggregate=1001")).status).toBe(400);
    const unknown = await SELF.fetch(`https://lqscan.test/api/v1/indexer/ohlcv/0x${"7".repeat(40)}/minute`);
    expect(unknown.status).toBe(404);
  });
});
