import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PAIR_STATS_SELECT, type PairStatsRow } from "../../../workers/db/pair-stats";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps } from "../../bench/workerd/bench-worker";
import { seedStatements, syntheticPairs, syntheticRange } from "../../bench/workerd/synthetic-chain";

// The stored rolling statistics (what the market lists sort and show) after a backfill whose ranges lie before every
// window, then a recent one: each pair's figures are what the candles give as of the last range.

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

type StoredStats = PairStatsRow & { updated_at: string };

const stored = async (pairs: string[]) =>
  (
    await env.DB.prepare("SELECT * FROM pair_stats WHERE pair_address IN (SELECT value FROM json_each(?1)) ORDER BY pair_address, stat_window")
      .bind(JSON.stringify(pairs))
      .all<StoredStats>()
  ).results;

describe("pair statistics during a backfill", () => {
  it("gives a pair its first statistics from old trades, leaves them alone for more old trades, and rewrites them for recent ones", async () => {
    const [a, b] = syntheticPairs(2, 1500);
    await env.DB.batch(seedStatements(env.DB, [a!, b!]));
    const addresses = [a!.address, b!.address].sort();
    const deps = benchDeps();
    const at = (seconds: number) => ({ tracked: [], live: false, now: new Date(seconds * 1000) });

    // Ten days ago only the first pair trades; nine days ago both; a minute ago the first again.
    const first = syntheticRange([a!], 1, 10, 1, NOW - 10 * DAY);
    await applyRange(deps, first, { ...at(NOW - 2), cursor: null });
    const afterFirst = await stored([a!.address]);
    expect(afterFirst.map((row) => [row.stat_window, row.volume_usd, row.buys + row.sells])).toEqual([
      ["1h", 0, 0],
      ["24h", 0, 0],
      ["5m", 0, 0],
      ["6h", 0, 0],
    ]);
    const second = syntheticRange([a!, b!], 11, 10, 2, NOW - 9 * DAY);
    await applyRange(deps, second, { ...at(NOW - 1), cursor: first.last });
    const afterSecond = await stored(addresses);
    expect(afterSecond.filter((row) => row.pair_address === a!.address)).toEqual(afterFirst);
    expect(afterSecond.filter((row) => row.pair_address === b!.address)).toHaveLength(4);

    const third = syntheticRange([a!], 21, 10, 1, NOW - 60 - 21);
    await applyRange(deps, third, { ...at(NOW), cursor: second.last });
    const recomputed = (await env.DB.prepare(PAIR_STATS_SELECT).bind(JSON.stringify(addresses), NOW).all<PairStatsRow>()).results;
    const byKey = (rows: PairStatsRow[]) =>
      rows
        .map((row) => ({ ...row, updated_at: undefined }))
        .sort((x, y) => `${x.pair_address}${x.stat_window}`.localeCompare(`${y.pair_address}${y.stat_window}`));
    expect(byKey(await stored(addresses))).toEqual(byKey(recomputed));
    const recent = (await stored([a!.address])).find((row) => row.stat_window === "5m")!;
    expect(recent.buys + recent.sells).toBe(10);
    expect(recent.volume_usd).toBeGreaterThan(0);
  });
});
