// Benches of the creator-score cron and the launchpad lists inside workerd (local D1), printing figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/creator-scores-bench.ts
// 1000 creators with 5 launchpad tokens each; every token has 10 swaps, 10 candles per timeframe
// read (15m within the last day, 1w), 20 holders' transfers and its TokenCreated event.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CANDLE_KEY_TIMEFRAMES, candleKeyOf } from "../../../workers/db/candle-key";
import { pairIdOf } from "../../../workers/db/ids";
import worker from "../../../workers/index";
import { timeRequests } from "./bench-worker";

const CREATORS = 1000;
const TOKENS = CREATORS * 5;
const STAMP = "'2026-01-01T00:00:00.000Z'";
const now = Math.floor(Date.now() / 1000);
const series = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
const token = "printf('0x%040x', 0x80000000 + t.i)";
const tokenPairId = pairIdOf(token);

async function seed() {
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (0, 0, ${now - 90_000}, 38)`),
    env.DB.prepare(
      `${series(TOKENS)} INSERT INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type, creator_address,
         creation_block, creation_timestamp, metadata, block_number, created_at, updated_at)
       SELECT printf('0x%040x', 0x80000000 + i), 'Bench ' || i, 'B' || i, 6, '1000000000', '1000000000', 'launchpad',
         printf('0x%040x', 0x90000000 + i % ${CREATORS}), i + 1, ${now - 80_000} + i, '{"image_uri":"https://img.example/b.png"}', i + 1, ${STAMP}, ${STAMP} FROM n`,
    ),
    // Each token's curve: a liquidlaunch pair at the token's address.
    env.DB.prepare(
      `INSERT INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp, creation_transaction, creator_address, block_number)
       SELECT address, 'liquidlaunch', address, '0x5555555555555555555555555555555555555555', creation_block, creation_timestamp, '0x', creator_address, block_number
       FROM tokens WHERE address BETWEEN printf('0x%040x', 0x80000000) AND printf('0x%040x', 0x80000000 + ${TOKENS - 1}) ORDER BY address`,
    ),
    // The swaps' traders: trader i + 1 is 0x…i.
    env.DB.prepare(`${series(10)} INSERT INTO traders (id, address) SELECT i + 1, printf('0x%040x', i) FROM n`),
    env.DB.prepare(
      `${series(10)}, t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < ${TOKENS - 1})
       INSERT INTO swap_rows (pair_id, block_number, block_timestamp, log_index, transaction_hash, trader_id, amount0_in, amount1_in,
         amount0_out, amount1_out, price0_in1, price1_in0, price_usd, volume_token0, volume_token1, volume_usd, is_buy, mcap_usd, created_at)
       SELECT ${tokenPairId}, 100000 + t.i, ${now - 3600}, n.i, '0x', n.i + 1, '0', '1', '1000', '0', 0.000001, 1000000,
         0.000001 * (1 + n.i), 1000, 1, 0.038, n.i % 2, 1000, ${STAMP} FROM t CROSS JOIN n`,
    ),
    env.DB.prepare(
      `${series(10)}, t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < ${TOKENS - 1})
       INSERT INTO candle_rows (candle_key, open, high, low, close, open_usd, high_usd, low_usd, close_usd,
         volume_token0, volume_token1, volume_usd, trade_count, buy_count, sell_count, buy_volume_usd, sell_volume_usd, tvl_usd, created_at, updated_at)
       SELECT ${candleKeyOf(tokenPairId, "tf.number", `${now} - ${now} % tf.seconds - n.i * tf.seconds`)},
         1, 1, 1, 1, 0.00001, 0.00001, 0.00001, 0.00001, 1000, 1, 38, 10, 5, 5, 19, 19, 600, ${STAMP}, ${STAMP}
       FROM t CROSS JOIN n CROSS JOIN (SELECT ${CANDLE_KEY_TIMEFRAMES["15m"]} AS number, 900 AS seconds UNION ALL SELECT ${CANDLE_KEY_TIMEFRAMES["1w"]}, 604800) tf`,
    ),
    env.DB.prepare(
      `${series(20)}, t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < ${TOKENS - 1})
       INSERT INTO events (pair_address, contract_address, event_type, block_number, block_timestamp, log_index, transaction_hash,
         from_address, to_address, amount_in, created_at)
       SELECT ${token}, ${token}, 't', 100000 + t.i, ${now - 3600}, 100 + n.i, '0x', '0x0000000000000000000000000000000000000000',
         printf('0x%040x', 0xa0000000 + n.i), '1000', ${STAMP} FROM t CROSS JOIN n`,
    ),
    env.DB.prepare(
      `${series(TOKENS)} INSERT INTO events (pair_address, contract_address, event_type, block_number, block_timestamp, log_index,
         transaction_hash, price_per_token, created_at)
       SELECT printf('0x%040x', 0x80000000 + i), '0xlaunchpad', 'tc', i + 1, ${now - 80_000} + i, 0, '0x', '0.0000003', ${STAMP} FROM n`,
    ),
  ]);
}

describe("creator score benches", () => {
  it(`recomputes ${CREATORS} creators' scores (${TOKENS} tokens) and serves the lists`, async () => {
    await seed();
    await env.DB.prepare("SELECT 1").first(); // settle the clock: workerd advances it at I/O
    const started = Date.now();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: now * 1000 }), env);
    const seconds = (Date.now() - started) / 1000;
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM creator_scores").first<number>("n");
    console.log(`creator-score cron: ${stored} creators, ${TOKENS} tokens in ${seconds.toFixed(2)} s`);
    expect(stored).toBe(CREATORS);

    const board = await timeRequests(["/api/v1/leaderboard?limit=50", "/api/v1/leaderboard?sort=totalVolume&order=asc&offset=500"], 50);
    console.log(`leaderboard page (cached snapshot of ${CREATORS}): p50 ${board.p50} ms, p99 ${board.p99} ms over ${board.n} reads`);
    const lists = await timeRequests(
      ["/api/newest-tokens", "/api/older-recent-tokens", `/api/creator/0x${(0x90000007).toString(16).padStart(40, "0")}/tokens`],
      30,
    );
    console.log(`token lists (4, 15 and 5 tokens): p50 ${lists.p50} ms, p99 ${lists.p99} ms over ${lists.n} reads`);
    const cached = await timeRequests(["/api/cached-data"], 30);
    console.log(`cached-data (mostly cache hits, one build of top 20 by market cap of ${TOKENS}): p50 ${cached.p50} ms, p99 ${cached.p99} ms`);
  }, 900_000);
});
