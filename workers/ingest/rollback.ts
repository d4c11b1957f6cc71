import type { Protocol, Timeframe } from "../../shared/schemas/chart";
import { CANDLE_KEY_TIMEFRAMES, inCandleSeries } from "../db/candle-key";
import { BURN_ADDRESSES_SQL } from "../db/chain-sql";
import { refreshPairStats } from "../db/pair-stats";
import type { SwapRow } from "../db/rows";
import { bucketStart, TIMEFRAMES_FINEST_FIRST } from "../db/timeframes";
import { CANDLE_COLUMNS, type CandleRow } from "../stores/candle-columns";
import { replaceCandles } from "../stores/candle-writes";
import { candleMarket, candlesOfSwaps, coarsen } from "./candles";
import { holderRollbackStatements } from "./holder-store";
import { lendingRollbackStatements } from "./lending-writes";
import { nftRollbackStatements } from "./nft-store";
import { writeGuard } from "./write-guard";

/**
 * Tables keyed by pair and block, with the pairs column their key starts with: their rows of a
 * block are reached pair by pair through the primary key.
 */
const PAIR_TABLES = [
  { table: "swap_rows", key: "pair_id", pairs: "id" },
  { table: "events", key: "pair_address", pairs: "address" },
] as const;
/** Tables whose other rows all carry the block that produced them (after the pair tables: pairs among them). */
const DERIVED_TABLES = ["hype_prices", "pairs", "tokens", "pair_search", "wallet_transfers", "indexer_blocks"] as const;

/**
 * Removes everything blocks `fork`… produced, in one D1 batch: rows, token milestones and
 * supplies, and the candles and statistics of every bucket the removed trades touched,
 * recomputed from the trades that remain (1s from swaps, each coarser timeframe from the finer).
 */
export async function rollbackTo(db: D1Database, fork: number, cursor: number, nowIso: string, nowUnix: number): Promise<{ pairs: string[] }> {
  const [affectedRows, burnRows] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.address AS pair, MIN(s.block_timestamp) AS since, p.protocol, p.token0_address AS token0, p.token1_address AS token1
         FROM pairs p CROSS JOIN swap_rows s ON s.pair_id = p.id AND s.block_number >= ?1 GROUP BY p.id`,
      )
      .bind(fork),
    db
      .prepare(
        `SELECT DISTINCT e.contract_address AS token FROM pairs p CROSS JOIN events e ON e.pair_address = p.address AND e.block_number >= ?1
         WHERE e.event_type = 't' AND e.to_address IN (${BURN_ADDRESSES_SQL})`,
      )
      .bind(fork),
  ]);
  const affected = affectedRows!.results as AffectedPair[];
  const statements: D1PreparedStatement[] = [];
  for (const pair of affected) statements.push(...(await recomputedCandles(db, pair, fork, nowIso)));
  for (const { table, key, pairs } of PAIR_TABLES) {
    statements.push(db.prepare(`DELETE FROM ${table} WHERE ${key} IN (SELECT ${pairs} FROM pairs) AND block_number >= ?1`).bind(fork));
  }
  for (const table of DERIVED_TABLES) statements.push(db.prepare(`DELETE FROM ${table} WHERE block_number >= ?1`).bind(fork));
  statements.push(...holderRollbackStatements(db, fork));
  statements.push(...lendingRollbackStatements(db, fork));
  statements.push(...nftRollbackStatements(db, fork));
  statements.push(
    db.prepare("UPDATE tokens SET frozen_block = NULL, frozen_at = NULL, updated_at = ?2 WHERE frozen_block >= ?1").bind(fork, nowIso),
    db.prepare("UPDATE tokens SET bonded_block = NULL, bonded_at = NULL, pair_created = NULL, updated_at = ?2 WHERE bonded_block >= ?1").bind(fork, nowIso),
  );
  const burned = (burnRows!.results as { token: string }[]).map((row) => row.token);
  if (burned.length > 0) statements.push(recomputeCirculating(db, burned));
  const pairs = affected.map((pair) => pair.pair);
  if (pairs.length > 0) statements.push(refreshPairStats(db, pairs, nowUnix, nowIso));
  const [guard, release] = writeGuard(db, cursor);
  await db.batch([guard, ...statements, release]);
  return { pairs };
}

/** Circulating supply = total supply less what was sent to the zero or dead address (launchpad tokens). */
function recomputeCirculating(db: D1Database, tokens: string[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE tokens SET circulating_supply = printf('%.6f', CAST(total_supply AS REAL) - COALESCE((
         SELECT SUM(CAST(amount_in AS REAL)) FROM events e
         WHERE e.contract_address = tokens.address AND e.event_type = 't' AND e.to_address IN (${BURN_ADDRESSES_SQL})), 0))
       WHERE address IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(tokens));
}

/** A pair with trades from the fork on, and the time of its first. */
type AffectedPair = { id: number; pair: string; since: number; protocol: Protocol; token0: string; token1: string };

/** Deletes the pair's candles from each timeframe's first affected bucket and writes their recomputed replacements. */
async function recomputedCandles(db: D1Database, pair: AffectedPair, fork: number, nowIso: string): Promise<D1PreparedStatement[]> {
  const market = candleMarket(pair);
  const starts = Object.fromEntries(TIMEFRAMES_FINEST_FIRST.map((timeframe) => [timeframe, bucketStart(pair.since, timeframe)])) as Record<Timeframe, number>;
  const { results: kept } = await db
    .prepare("SELECT * FROM swaps WHERE pair_address = ?1 AND block_number < ?2 AND block_timestamp >= ?3 ORDER BY block_number, log_index")
    .bind(pair.pair, fork, starts["1s"])
    .all<SwapRow>();
  const replacements: CandleRow[] = [];
  let finer = candlesOfSwaps(kept, () => market, ["1s"]);
  replacements.push(...finer);
  for (let index = 1; index < TIMEFRAMES_FINEST_FIRST.length; index++) {
    const timeframe = TIMEFRAMES_FINEST_FIRST[index]!;
    const finerTimeframe = TIMEFRAMES_FINEST_FIRST[index - 1]!;
    // Finer candles before the finer timeframe's first affected bucket are untouched: read them as stored.
    const { results: untouched } = await db
      .prepare(
        `SELECT ?1 AS pair_address, ${CANDLE_COLUMNS.slice(1).join(", ")} FROM candle_rows
         WHERE ${inCandleSeries("candle_key", "?2", "?3", "?4", "?5 - 1")} ORDER BY candle_key`,
      )
      .bind(pair.pair, pair.id, CANDLE_KEY_TIMEFRAMES[finerTimeframe], starts[timeframe], starts[finerTimeframe])
      .all<CandleRow>();
    finer = coarsen([...untouched, ...finer], timeframe);
    replacements.push(...finer);
  }
  return [
    ...TIMEFRAMES_FINEST_FIRST.map((timeframe) =>
      db
        .prepare(`DELETE FROM candle_rows WHERE ${inCandleSeries("candle_key", "?1", "?2", "?3")}`)
        .bind(pair.id, CANDLE_KEY_TIMEFRAMES[timeframe], starts[timeframe]),
    ),
    ...replaceCandles(db, replacements, new Map([[pair.pair, pair.id]]), nowIso),
  ];
}
