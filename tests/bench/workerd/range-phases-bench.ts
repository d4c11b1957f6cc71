// Where a range's write spends its time, phase by phase and statement by statement, at 5,000 pairs and at 100 (the
// scale bench's and the indexer bench's markets), on ranges of the same 7,200 swaps (600 blocks of 12), one a day:
//   npx vitest run --project workerd-bench tests/bench/workerd/range-phases-bench.ts
// The profiled ranges (the second and the last) run each statement in a batch of its own, to time it apart: the
// same rows as ingestion's one batch, without its atomicity.
import { env } from "cloudflare:test";
import { it } from "vitest";
import { CANDLE_KEY_TIMEFRAMES } from "../../../workers/db/candle-key";
import { type BlockMark, readCursor } from "../../../workers/db/indexed-blocks";
import { jsonValueChunks } from "../../../workers/db/json-chunks";
import { insertRows } from "../../../workers/db/json-rows";
import type { SwapRow } from "../../../workers/db/rows";
import { candleMarket, candlesOfSwaps, rangeCandles } from "../../../workers/ingest/candles";
import { decodeRange } from "../../../workers/ingest/decode/decode-range";
import { holderStatements } from "../../../workers/ingest/holder-store";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { loadDecodeState } from "../../../workers/ingest/load-state";
import { assignTraderIds } from "../../../workers/ingest/trader-ids";
import { rangeStatements } from "../../../workers/ingest/write-range";
import type { CandleRow } from "../../../workers/stores/candle-columns";
import { CANDLE_VALUE_COLUMNS } from "../../../workers/stores/candle-columns";
import { SWAP_COLUMNS } from "../../../workers/stores/swap-writes";
import { benchDeps } from "./bench-worker";
import { type SyntheticPair, seedStatements, syntheticPairs, syntheticRange } from "./synthetic-chain";

const DAY = 86_400;
const DAYS = 6;
const RANGE_BLOCKS = 600;
const SWAPS_PER_BLOCK = 12;
const UNKNOWN_MARKET = { token0Shown: false, curve: false };

/** A statement's table and kind, from its SQL. */
const described = (statement: D1PreparedStatement) => {
  const sql = (statement as unknown as { statement: string }).statement.replace(/\s+/g, " ");
  return sql.match(/(INSERT[A-Z ]* INTO \w+|DELETE FROM \w+|UPDATE \w+)/)?.[1] ?? sql.slice(0, 40);
};

/** One range written phase by phase; answers each phase's milliseconds. */
async function profiledRange(range: ReturnType<typeof syntheticRange>) {
  const deps = benchDeps();
  const phases: string[] = [];
  let started = performance.now();
  const mark = (name: string) => {
    const now = performance.now();
    phases.push(`${(now - started).toFixed(0).padStart(6)} ms  ${name}`);
    started = now;
  };
  const state = await loadDecodeState(env.DB, deps.reader, deps.watched, { tracked: [], created: [] }, range.logs);
  mark("read the pairs' state (loadDecodeState)");
  const rows = decodeRange(range.logs, range.blocks, deps.watched, state);
  mark(`decode ${rows.swaps.length} swaps`);
  const markets = new Map([...state.pairs.values()].map((pair) => [pair.address, candleMarket(pair)]));
  const candles = rangeCandles(rows.swaps, (pair) => markets.get(pair) ?? UNKNOWN_MARKET);
  mark(`candles: ${candles.lone.length} lone trades, ${candles.folded.length} candles of several`);
  const pairIds = new Map([...state.pairs.values()].map((pair) => [pair.address, pair.id]));
  const end = { number: range.last.number, hash: range.last.hash, timestamp: range.last.timestamp };
  const [traderIds, holders] = await Promise.all([assignTraderIds(env.DB, rows.swaps), holderStatements(env.DB, rows, state, null, end.number)]);
  mark("trader ids and holders");
  const now = new Date();
  const write = rangeStatements(env.DB, rows, candles, pairIds, traderIds, end, {
    iso: now.toISOString(),
    unix: Math.floor(now.getTime() / 1000),
    returnCandles: false,
  });
  mark("build the statements");
  for (const statement of [...write.statements, ...holders]) {
    const [result] = await env.DB.batch([statement]);
    mark(`${described(statement)}: ${result!.meta.rows_written} rows written, ${result!.meta.rows_read} read`);
  }
  const all = candlesOfSwaps(rows.swaps, (pair) => markets.get(pair) ?? UNKNOWN_MARKET);
  return [...phases, ...(await bareFloor(rows.swaps, all, pairIds, traderIds.ids))];
}

const mb = (chunks: string[]) => (chunks.reduce((bytes, chunk) => bytes + chunk.length, 0) / 1e6).toFixed(1);
const STORED_SWAP_COLUMNS = SWAP_COLUMNS.map((column) => column.replace(/_address$/, "_id"));

/**
 * The floor under any layout of a range's rows in this runtime: its swaps and every one of its candles, in their
 * stored form (ids, packed candle keys), written as bare rows (tables without key or index, so each row is
 * appended and nothing merged) in one batch, sent as ingestion sends rows (JSON); then the same rows copied once more
 * inside SQLite, the engine's part without the transport; and the transport alone, their JSON carried to D1 unread.
 */
async function bareFloor(swaps: SwapRow[], candles: CandleRow[], pairIds: ReadonlyMap<string, number>, traderIds: ReadonlyMap<string, number>) {
  await env.DB.batch([
    env.DB.prepare(`CREATE TABLE bench_bare_swaps AS SELECT ${STORED_SWAP_COLUMNS.join(", ")}, created_at FROM swap_rows WHERE false`),
    env.DB.prepare(
      `CREATE TABLE bench_bare_candles AS SELECT candle_key, ${CANDLE_VALUE_COLUMNS.join(", ")}, created_at, updated_at FROM candle_rows WHERE false`,
    ),
  ]);
  const at = new Date().toISOString();
  const swapValues = (swap: SwapRow) =>
    SWAP_COLUMNS.map((column) =>
      column === "pair_address" ? pairIds.get(swap.pair_address) : column === "trader_address" ? traderIds.get(swap.trader_address) : swap[column],
    );
  const candleValues = (candle: CandleRow) => [
    pairIds.get(candle.pair_address)! * 2 ** 36 + CANDLE_KEY_TIMEFRAMES[candle.timeframe] * 2 ** 32 + candle.start_timestamp,
    ...CANDLE_VALUE_COLUMNS.map((column) => candle[column]),
  ];
  const statements = [
    ...insertRows(env.DB, "bench_bare_swaps", STORED_SWAP_COLUMNS, swaps, { stamp: { columns: ["created_at"], at }, values: swapValues }),
    ...insertRows(env.DB, "bench_bare_candles", ["candle_key", ...CANDLE_VALUE_COLUMNS], candles, {
      stamp: { columns: ["created_at", "updated_at"], at },
      values: candleValues,
    }),
  ];
  // The transport alone: the same JSON parameters, each only measured by SQLite.
  const chunks = [...jsonValueChunks(swaps, swapValues), ...jsonValueChunks(candles, candleValues)];
  let started = performance.now();
  await env.DB.batch(chunks.map((chunk) => env.DB.prepare("SELECT length(?1)").bind(chunk)));
  const carried = performance.now() - started;
  started = performance.now();
  await env.DB.batch(statements);
  const sent = performance.now() - started;
  started = performance.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO bench_bare_swaps SELECT * FROM bench_bare_swaps"),
    env.DB.prepare("INSERT INTO bench_bare_candles SELECT * FROM bench_bare_candles"),
  ]);
  const copied = performance.now() - started;
  await env.DB.batch([env.DB.prepare("DROP TABLE bench_bare_swaps"), env.DB.prepare("DROP TABLE bench_bare_candles")]);
  const rate = (ms: number) => Math.round(swaps.length / (ms / 1000));
  return [
    `floor: the ${swaps.length} swaps and all ${candles.length} candles (${(candles.length / swaps.length).toFixed(1)} a swap) as bare rows, sent as ingestion sends rows: ${sent.toFixed(0)} ms (${rate(sent)} swaps/s, with nothing else done)`,
    `floor: the same rows copied inside SQLite (no transport): ${copied.toFixed(0)} ms (${rate(copied)} swaps/s)`,
    `transport: their JSON (${mb(chunks)} MB) carried to D1 and only measured there: ${carried.toFixed(0)} ms`,
  ];
}

async function profile(pairs: SyntheticPair[]) {
  await env.DB.batch(seedStatements(env.DB, pairs));
  let cursor: BlockMark | null = await readCursor(env.DB);
  const first = (cursor?.number ?? 0) + 1;
  const monthStart = Math.floor(Date.now() / 1000 / DAY) * DAY - 30 * DAY;
  for (let day = 0; day < DAYS; day++) {
    const from = first + day * RANGE_BLOCKS;
    const range = syntheticRange(pairs, from, RANGE_BLOCKS, SWAPS_PER_BLOCK, monthStart + day * DAY - from);
    if (day === 1 || day === DAYS - 1) console.log(`${pairs.length} pairs, day ${day}:\n${(await profiledRange(range)).join("\n")}`);
    else {
      const started = performance.now();
      await applyRange(benchDeps(), range, { tracked: [], cursor, now: new Date(), live: false });
      console.log(`${pairs.length} pairs, day ${day}: ${(performance.now() - started).toFixed(0)} ms in one batch`);
    }
    cursor = range.last;
  }
}

it("times a range's phases at 5,000 pairs", () => profile(syntheticPairs(5000)), 900_000);
it("times a range's phases at 100 pairs", () => profile(syntheticPairs(100, 100_000)), 900_000);
