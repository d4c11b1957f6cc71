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

describe("HyperLend markets bench", () => {
  it("answers the markets from the index", async () => {
    await seed();
    const times: number[] = [];
    for (let round = 0; round < 200; round++) {
      const started = performance.now();
      const { markets } = await lendingMarkets(env.DB, lending);
      times.push(performance.now() - started);
      expect(markets).toHaveLength(4);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
    console.log(`lending markets: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${times.length} reads`);
  });
});
