// HyperLend's markets read inside workerd (local D1), printing figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/lending-bench.ts
// At the devnet's scale and beyond: 4 reserves, 2,000 holders per reserve with a supply and a debt leg built from
// 10 balance changes (160,000 rows), 50,000 rate updates per reserve, 20,000 oracle answers per feed.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LendingContracts } from "../../../shared/lending/contracts";
import { lendingMarkets } from "../../../workers/tools/lending/markets";

const HOLDERS = 2000;
const CHANGES = 10;
const RATES = 50_000;
const ANSWERS = 20_000;
const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const RESERVES = [0, 1, 2, 3].map((index) => ({
  symbol: `R${index}`,
  underlying: address(0xa0 + index),
  decimals: 18,
  aToken: address(0xb0 + index),
  variableDebtToken: address(0xc0 + index),
  stableDebtToken: address(0xd0 + index),
}));
const lending = { pool: address(1), poolAddressesProvider: address(2), reserves: RESERVES } as unknown as LendingContracts;
const series = (count: number) => `n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;

async function seed() {
  const statements: D1PreparedStatement[] = [
    env.DB.prepare("INSERT INTO indexer_blocks (block_number, block_hash, block_timestamp) VALUES (1000000, '0x', 1800000000)"),
  ];
  for (const [index, reserve] of RESERVES.entries()) {
    const settings = {
      ltv: "6500",
      liquidation_threshold: "7000",
      liquidation_bonus: "11000",
      reserve_factor: "1500",
      supply_cap: "0",
      borrow_cap: "0",
      price_source: address(0xe0 + index),
    };
    for (const [field, value] of Object.entries(settings)) {
      statements.push(env.DB.prepare("INSERT INTO lending_settings VALUES (?1, ?2, 1, 0, ?3)").bind(reserve.underlying, field, value));
    }
    statements.push(
      env.DB.prepare(
        `WITH RECURSIVE ${series(RATES)} INSERT INTO lending_rates SELECT ?1, i, 0, 1700000000 + i * 12, '30000000000000000000000000', '0',
           '50000000000000000000000000', '1000000000000000000000000000', '1000000000000000000000000000' FROM n`,
      ).bind(reserve.underlying),
      env.DB.prepare(`WITH RECURSIVE ${series(ANSWERS)} INSERT INTO lending_prices SELECT ?1, i, 1, 1700000000 + i, '3800000000' FROM n`).bind(
        address(0xe0 + index),
      ),
    );
    for (const token of [reserve.aToken, reserve.variableDebtToken]) {
      statements.push(
        env.DB.prepare(
          `WITH RECURSIVE ${series(HOLDERS * CHANGES)} INSERT INTO lending_balance_changes SELECT ?1, printf('0x%040x', 0x10000 + i / ${CHANGES}), i, 2,
             1000000, 123456 FROM n`,
        ).bind(token),
      );
    }
  }
  // What ingestion keeps beside the rows: each token's running total.
  statements.push(
    env.DB.prepare("INSERT INTO lending_scaled_totals SELECT token, SUM(scaled_high), SUM(scaled_low) FROM lending_balance_changes GROUP BY token"),
  );
  await env.DB.batch(statements);
}

/** Median, p99 and max of a sample (milliseconds). */
function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

async function timed(read: () => Promise<unknown>) {
  const started = performance.now();
  await read();
  return performance.now() - started;
}

// The baselines, timed in the same rounds so the machine's load weighs on all alike: the floor is one D1 round trip
// of a one-row read; the full-scan read is what the markets read did before ingestion kept each token's total
// (every balance change summed, every rate update scanned for each reserve's latest).
const floor = () => env.DB.batch([env.DB.prepare("SELECT block_number FROM indexer_blocks ORDER BY block_number DESC LIMIT 1")]);
const fullScan = () =>
  env.DB.batch([
    env.DB.prepare("SELECT token, SUM(scaled_high) AS high, SUM(scaled_low) AS low FROM lending_balance_changes GROUP BY token"),
    env.DB.prepare(
      `SELECT r.reserve, r.liquidity_rate FROM (SELECT DISTINCT reserve FROM lending_rates) k JOIN lending_rates r ON r.reserve = k.reserve
         AND (r.block_number, r.log_index) = (SELECT block_number, log_index FROM lending_rates WHERE reserve = k.reserve ORDER BY block_number DESC, log_index DESC LIMIT 1)`,
    ),
  ]);

describe("HyperLend markets bench", () => {
  it("answers the markets from the index", async () => {
    await seed();
    const samples = { markets: [] as number[], floor: [] as number[], fullScan: [] as number[] };
    for (let round = 0; round < 200; round++) {
      const started = performance.now();
      const { markets } = await lendingMarkets(env.DB, lending);
      samples.markets.push(performance.now() - started);
      expect(markets).toHaveLength(4);
      samples.floor.push(await timed(floor));
      // The full scan costs about a second: one round in ten is enough for its median.
      if (round % 10 === 0) samples.fullScan.push(await timed(fullScan));
    }
    const markets = figures(samples.markets);
    const base = figures(samples.floor);
    const before = figures(samples.fullScan);
    const line = (name: string, f: ReturnType<typeof figures>, count: number) =>
      `${name}: p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, max ${f.max.toFixed(2)} ms over ${count} reads`;
    console.log(line("lending markets", markets, samples.markets.length));
    console.log(line("floor (one-row D1 read)", base, samples.floor.length));
    console.log(line("full-scan read (before running totals)", before, samples.fullScan.length));
    console.log(
      `markets p50 = ${(markets.p50 / base.p50).toFixed(1)} × the floor; the full scan's p50 = ${(before.p50 / markets.p50).toFixed(0)} × the markets'`,
    );
  });
});
