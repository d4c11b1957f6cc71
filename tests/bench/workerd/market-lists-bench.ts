// Benches of the market lists inside workerd (local D1), printing figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/market-lists-bench.ts
// 5000 launchpad tokens on their curves with 10 swaps each, 500 HyperSwap V2 pairs and 50 V3 pools
// with 100 swaps and 2 liquidity events each, 24h statistics for every market.
import { env } from "cloudflare:test";
import { describe, it } from "vitest";
import { pairIdOf } from "../../../workers/db/ids";
import { timeRequests } from "./bench-worker";

const LAUNCHES = 5000;
const V2_PAIRS = 500;
const V3_POOLS = 50;
const STAMP = "'2026-01-01T00:00:00.000Z'";
const WHYPE = "'0x5555555555555555555555555555555555555555'";
const now = Math.floor(Date.now() / 1000);
const series = (count: number, name = "n") => `${name}(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM ${name} WHERE i < ${count - 1})`;
/** Launch i's token; V2 pair j trades launch j against WHYPE, V3 pool k launch k + 1000. */
const launch = (index: string) => `printf('0x%040x', 0x80000000 + ${index})`;
const pool = (index: string) => `printf('0x%040x', 0x90000000 + ${index})`;

async function seed() {
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (0, 0, ${now - 90_000}, 38)`),
    env.DB.prepare(
      `INSERT INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type, block_number, created_at, updated_at)
       VALUES (${WHYPE}, 'Wrapped HYPE', 'WHYPE', 18, '1000000', '1000000', 'native-wrapped', 0, ${STAMP}, ${STAMP})`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE ${series(LAUNCHES)} INSERT INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type,
         creator_address, creation_block, creation_timestamp, metadata, block_number, created_at, updated_at)
       SELECT ${launch("i")}, 'Bench ' || i, 'B' || i, 6, '1000000000', '1000000000', 'launchpad', printf('0x%040x', 0xc0000000 + i % 700),
         i + 1, ${now - 80_000} + i, '{"image_uri":"https://img.example/b.png"}', i + 1, ${STAMP}, ${STAMP} FROM n`,
    ),
    // Curves: the pair is the token itself.
    env.DB.prepare(
      `WITH RECURSIVE ${series(LAUNCHES)} INSERT INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp,
         creation_transaction, block_number)
       SELECT ${launch("i")}, 'liquidlaunch', ${launch("i")}, ${WHYPE}, i + 1, ${now - 80_000} + i, '0x', i + 1 FROM n`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE ${series(V2_PAIRS + V3_POOLS)} INSERT INTO pairs (address, protocol, token0_address, token1_address, fee, creation_block,
         creation_timestamp, creation_transaction, block_number)
       SELECT ${pool("i")}, CASE WHEN i < ${V2_PAIRS} THEN 'hyperswap-v2' ELSE 'hyperswap-v3' END, ${launch("i")}, ${WHYPE},
         CASE WHEN i < ${V2_PAIRS} THEN NULL ELSE 3000 END, 10000 + i, ${now - 40_000} + i, '0x', 10000 + i FROM n`,
    ),
    // The swaps' traders: trader i + 1 is 0x…i.
    env.DB.prepare(`WITH RECURSIVE ${series(100)} INSERT INTO traders (id, address) SELECT i + 1, printf('0x%040x', i) FROM n`),
    env.DB.prepare(
      `WITH RECURSIVE ${series(10)}, ${series(LAUNCHES, "t")}
       INSERT INTO swap_rows (pair_id, block_number, block_timestamp, log_index, transaction_hash, trader_id, amount0_in, amount1_in,
         amount0_out, amount1_out, price0_in1, price1_in0, price_usd, volume_token0, volume_token1, volume_usd, is_buy, mcap_usd, created_at)
       SELECT ${pairIdOf(launch("t.i"))}, 100000 + t.i, ${now - 3600}, n.i, '0x', n.i + 1, '0', '1', '1000', '0', 0.000001, 1000000,
         0.000038 * (1 + n.i), 1000, 1, 0.038, 1, 38000, ${STAMP} FROM t CROSS JOIN n`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE ${series(100)}, ${series(V2_PAIRS + V3_POOLS, "t")}
       INSERT INTO swap_rows (pair_id, block_number, block_timestamp, log_index, transaction_hash, trader_id, amount0_in, amount1_in,
         amount0_out, amount1_out, price0_in1, price1_in0, price_usd, volume_token0, volume_token1, volume_usd, is_buy, mcap_usd, created_at)
       SELECT ${pairIdOf(pool("t.i"))}, 200000 + n.i, ${now - 1800}, t.i, '0x', n.i + 1, '0', '1', '1000', '0', 0.001, 1000,
         0.038, 1000, 1, 38, n.i % 2, 38000000, ${STAMP} FROM t CROSS JOIN n`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE ${series(2)}, ${series(V2_PAIRS + V3_POOLS, "t")}
       INSERT INTO events (pair_address, contract_address, event_type, block_number, block_timestamp, log_index, transaction_hash,
         token_in_address, token_out_address, amount_in, amount_out, created_at)
       SELECT ${pool("t.i")}, ${pool("t.i")}, CASE n.i WHEN 0 THEN 'la' ELSE 'lr' END, 150000 + n.i, ${now - 2000}, t.i, '0x',
         ${launch("t.i")}, ${WHYPE}, CASE n.i WHEN 0 THEN '1000000' ELSE '1000' END, CASE n.i WHEN 0 THEN '1000' ELSE '1' END, ${STAMP}
       FROM t CROSS JOIN n`,
    ),
    env.DB.prepare(
      `INSERT INTO pair_stats (pair_address, stat_window, volume_usd, buys, sells, buy_volume_usd, sell_volume_usd, price_change_percent, updated_at)
       SELECT address, '24h', (creation_block * 7919) % 100000, 5, 5, 0, 0, (creation_block % 200) - 100, ${STAMP} FROM pairs`,
    ),
  ]);
}

describe("market list benches", () => {
  it(`serves the pair, pool and token lists over ${LAUNCHES} launches, ${V2_PAIRS} V2 pairs and ${V3_POOLS} V3 pools`, async () => {
    await seed();
    const pairs = await timeRequests(
      ["/api/v1/indexer/pairs?protocol=hyperswap-v2", "/api/v1/indexer/pairs?protocol=hyperswap-v2&sort=liquidity&offset=200"],
      20,
    );
    console.log(`new pairs (${V2_PAIRS} V2 pairs, newest and by liquidity): p50 ${pairs.p50} ms, p99 ${pairs.p99} ms over ${pairs.n} reads`);
    const pools = await timeRequests(["/api/v1/indexer/pairs?protocol=hyperswap-v3&sort=liquidity"], 20);
    console.log(`pools (${V3_POOLS} V3 pools by TVL): p50 ${pools.p50} ms, p99 ${pools.p99} ms over ${pools.n} reads`);
    const tokens = await timeRequests(["/api/v1/indexer/tokens", "/api/v1/indexer/tokens?sort=volume24h&offset=1000"], 10);
    console.log(
      `all tokens (${LAUNCHES + 1} tokens on ${LAUNCHES + V2_PAIRS + V3_POOLS} markets): p50 ${tokens.p50} ms, p99 ${tokens.p99} ms over ${tokens.n} reads`,
    );
    const lqscan = await timeRequests(["/api/v1/indexer/lqscan"], 10);
    console.log(`$LQSCAN (most traded launch): p50 ${lqscan.p50} ms, p99 ${lqscan.p99} ms over ${lqscan.n} reads`);
  }, 900_000);
});
