import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { PairIds } from "../db/ids";
import { type BlockMark, recordBlockStatements } from "../db/indexed-blocks";
import { jsonChunks } from "../db/json-chunks";
import { inKeyOrder, insertRows, JSON_ROWS, jsonColumns } from "../db/json-rows";
import { refreshPairStats, WIDEST_STAT_WINDOW_SECONDS } from "../db/pair-stats";
import type { EventRow, PairRow, RangeRows, SwapRow, TokenRow } from "../db/rows";
import type { RangeCandles } from "../stores/candle-columns";
import { mergeCandleStatements } from "../stores/candle-writes";
import { insertSwapStatements } from "../stores/swap-writes";
import { lendingStatements } from "./lending-writes";
import { nftRangeStatements } from "./nft-store";
import type { TraderIds } from "./trader-ids";

const TOKEN_COLUMNS: (keyof TokenRow)[] = [
  "address",
  "name",
  "symbol",
  "decimals",
  "total_supply",
  "circulating_supply",
  "token_type",
  "creator_address",
  "creation_block",
  "creation_timestamp",
  "metadata",
  "facts_missing",
  "block_number",
];
const PAIR_COLUMNS: (keyof PairRow)[] = [
  "id",
  "address",
  "protocol",
  "token0_address",
  "token1_address",
  "fee",
  "creation_block",
  "creation_timestamp",
  "creation_transaction",
  "creator_address",
  "block_number",
];
const EVENT_COLUMNS: (keyof EventRow)[] = [
  "pair_address",
  "contract_address",
  "event_type",
  "block_number",
  "block_timestamp",
  "log_index",
  "transaction_hash",
  "trader_address",
  "from_address",
  "to_address",
  "token_in_address",
  "token_out_address",
  "amount_in",
  "amount_out",
  "reserve0_after",
  "reserve1_after",
  "liquidity_after",
  "price_per_token",
];
const created = (at: string) => ({ columns: ["created_at"], at });
const createdAndUpdated = (at: string) => ({ columns: ["created_at", "updated_at"], at });

const MILESTONE_COLUMNS = ["token", "block_number", "timestamp"];

function milestoneUpdate(db: D1Database, rows: RangeRows["frozen"], set: string, nowIso: string): D1PreparedStatement[] {
  return jsonChunks(rows, MILESTONE_COLUMNS).map((chunk) =>
    db
      .prepare(
        `${JSON_ROWS} UPDATE tokens SET ${set}, updated_at = ?2 FROM (SELECT ${jsonColumns(MILESTONE_COLUMNS)} FROM r) AS m
         WHERE tokens.address = m.token`,
      )
      .bind(chunk, nowIso),
  );
}

/**
 * The statistics of the pairs a range traded: rewritten for pairs whose trades reach into the windows; a pair whose
 * trades are all older than the widest (a backfill's past) moved none of them, so only one without statistics gets
 * its first. Statistics stored earlier decay with the minute cron's refresh either way.
 */
function statsStatements(db: D1Database, swaps: SwapRow[], nowUnix: number, nowIso: string): D1PreparedStatement[] {
  const newest = new Map<string, number>();
  for (const swap of swaps) newest.set(swap.pair_address, Math.max(newest.get(swap.pair_address) ?? 0, swap.block_timestamp));
  const windowStart = nowUnix - WIDEST_STAT_WINDOW_SECONDS;
  const recent = [...newest.keys()].filter((pair) => newest.get(pair)! >= windowStart);
  const aged = [...newest.keys()].filter((pair) => newest.get(pair)! < windowStart);
  return [
    ...(recent.length > 0 ? [refreshPairStats(db, recent, nowUnix, nowIso)] : []),
    ...(aged.length > 0 ? [refreshPairStats(db, aged, nowUnix, nowIso, true)] : []),
  ];
}

export type RangeWrite = { statements: D1PreparedStatement[]; candleStatements: number[] };

/**
 * Every statement of one range, for a single D1 batch (one transaction): rows, candle merges,
 * token milestones, pair statistics and the new cursor block. With `returnCandles`,
 * `candleStatements` are the batch positions whose results are the merged candles.
 */
export function rangeStatements(
  db: D1Database,
  rows: RangeRows,
  candles: RangeCandles,
  pairIds: PairIds,
  traderIds: TraderIds,
  end: BlockMark,
  now: { iso: string; unix: number; returnCandles: boolean },
): RangeWrite {
  const nowIso = now.iso;
  const statements: D1PreparedStatement[] = [
    ...insertRows(db, "tokens", TOKEN_COLUMNS, rows.tokens, { stamp: createdAndUpdated(nowIso) }),
    ...insertRows(db, "pairs", PAIR_COLUMNS, rows.pairs),
    // Plain INSERT: were a new trader's id or address already taken, the range's batch fails instead of storing swaps under another trader.
    ...insertRows(db, "traders", ["id", "address"], traderIds.created, { conflict: "" }),
    ...insertSwapStatements(db, rows.swaps, pairIds, traderIds.ids, nowIso),
    ...insertRows(db, "events", EVENT_COLUMNS, inKeyOrder(rows.events), { stamp: created(nowIso) }),
    ...insertRows(db, "hype_prices", ["block_number", "log_index", "block_timestamp", "price_usd"], rows.hypePrices),
    ...lendingStatements(db, rows.lending),
    ...nftRangeStatements(db, rows.nft),
  ];
  if (rows.pairs.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO pair_search (pair_address, symbols, names, block_number)
           SELECT p.address, t0.symbol || ' ' || t1.symbol, t0.name || ' ' || t1.name, p.block_number
           FROM pairs p JOIN tokens t0 ON t0.address = p.token0_address JOIN tokens t1 ON t1.address = p.token1_address
           WHERE p.address IN (SELECT value FROM json_each(?1))`,
        )
        .bind(JSON.stringify(rows.pairs.map((pair) => pair.address))),
    );
  }
  statements.push(...milestoneUpdate(db, rows.frozen, "frozen_block = m.block_number, frozen_at = m.timestamp", nowIso));
  statements.push(
    ...milestoneUpdate(
      db,
      rows.bonded,
      `bonded_block = m.block_number, bonded_at = m.timestamp, pair_created = (SELECT address FROM pairs WHERE protocol = 'hyperswap-v2'
        AND ((token0_address = m.token AND token1_address = '${WHYPE_ADDRESS}') OR (token1_address = m.token AND token0_address = '${WHYPE_ADDRESS}')))`,
      nowIso,
    ),
  );
  const supplyColumns = ["token", "circulating_supply"];
  for (const chunk of jsonChunks(rows.circulating, supplyColumns)) {
    statements.push(
      db
        .prepare(
          `${JSON_ROWS} UPDATE tokens SET circulating_supply = m.circulating_supply FROM (SELECT ${jsonColumns(supplyColumns)} FROM r) AS m
           WHERE tokens.address = m.token`,
        )
        .bind(chunk),
    );
  }
  const candleStatements: number[] = [];
  const candleUpserts = mergeCandleStatements(db, candles, pairIds, nowIso, now.returnCandles);
  for (const statement of candleUpserts) {
    candleStatements.push(statements.length);
    statements.push(statement);
  }
  statements.push(...statsStatements(db, rows.swaps, now.unix, nowIso));
  statements.push(...recordBlockStatements(db, end));
  return { statements, candleStatements };
}
