import { HOLDER_COLUMNS, HOLDER_SELECT, type HolderRow } from "../db/holder-balances";
import { KEPT_BLOCK_HASHES } from "../db/indexed-blocks";
import { insertRows, jsonColumns } from "../db/json-rows";
import type { RangeRows } from "../db/rows";
import type { DecodeState } from "./decode/decode-state";
import { applyLedger, holderKey, type LedgerInput, ledgerKeys } from "./holder-ledger";

/**
 * A stored holder's row takes the range's values in place: OR REPLACE deleted and reinserted it, rewriting
 * its entry in every index, where an update leaves the holder index (whose column never changes) alone.
 */
const HOLDER_UPSERT = `ON CONFLICT (token_address, holder_address) DO UPDATE SET ${HOLDER_COLUMNS.filter(
  (column) => column !== "token_address" && column !== "holder_address",
)
  .map((column) => `${column} = excluded.${column}`)
  .join(", ")}`;
const JOURNAL_COLUMNS = ["token_address", "holder_address", "block_number", "before"];
const REALIZED_COLUMNS = ["trader_address", "block_number", "log_index", "pair_address", "block_timestamp", "token_address", "realized_pnl_usd"];

/**
 * The holder statements of one range, for its D1 batch: reads the stored rows of the holders the
 * range touches and which of its transfer counterparties are pairs, applies the range in order, and
 * answers the upserts, the journal (pruned to the blocks a reorg can still undo) and the realized trades.
 */
export async function holderStatements(
  db: D1Database,
  rows: RangeRows,
  state: DecodeState,
  launchpad: string | null,
  endBlock: number,
): Promise<D1PreparedStatement[]> {
  const input: LedgerInput = {
    events: rows.events,
    swaps: rows.swaps,
    pairs: state.pairs,
    tracked: state.tracked,
    decimals: (token) => state.decimals.get(token) ?? 18,
    markets: new Set([...(launchpad === null ? [] : [launchpad]), ...rows.pairs.map((pair) => pair.address)]),
  };
  const keys = ledgerKeys(input);
  if (keys.length === 0) return [];
  const counterparties = [...new Set(keys.map(([, holder]) => holder))];
  const [stored, pairs] = await db.batch([
    db
      .prepare(`SELECT ${HOLDER_SELECT} FROM json_each(?1) k JOIN holder_balances h ON h.token_address = k.value ->> 0 AND h.holder_address = k.value ->> 1`)
      .bind(JSON.stringify(keys)),
    db.prepare("SELECT address FROM pairs WHERE address IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(counterparties)),
  ]);
  for (const pair of pairs!.results as { address: string }[]) input.markets.add(pair.address);
  const storedRows = new Map((stored!.results as HolderRow[]).map((row) => [holderKey(row.token_address, row.holder_address), row]));
  const ledger = applyLedger(input, storedRows);
  const oldestUndoable = endBlock - KEPT_BLOCK_HASHES;
  return [
    ...insertRows(db, "holder_balances", HOLDER_COLUMNS, ledger.holders, { conflict: "", upsert: HOLDER_UPSERT }),
    // Blocks that are already past undoing (a range longer than the kept hashes) are not journalled: the prune below would delete them.
    ...insertRows(
      db,
      "holder_journal",
      JOURNAL_COLUMNS,
      ledger.journal.filter((row) => row.block_number >= oldestUndoable),
    ),
    ...insertRows(db, "realized_trades", REALIZED_COLUMNS, ledger.realized),
    db.prepare("DELETE FROM holder_journal WHERE block_number < ?1").bind(oldestUndoable),
  ];
}

/**
 * Undoes blocks `fork`…: each journalled holder gets back its row as it was before its first
 * journalled block >= fork (or loses it, if it had none); the journal and realized trades of those
 * blocks go.
 */
export function holderRollbackStatements(db: D1Database, fork: number): D1PreparedStatement[] {
  const restored = `(SELECT j.before AS b FROM holder_journal j
     WHERE j.block_number >= ?1 AND j.before IS NOT NULL
       AND j.block_number = (SELECT MIN(block_number) FROM holder_journal f
         WHERE f.token_address = j.token_address AND f.holder_address = j.holder_address AND f.block_number >= ?1))`;
  return [
    db
      .prepare(
        `DELETE FROM holder_balances WHERE (token_address, holder_address) IN
         (SELECT token_address, holder_address FROM holder_journal WHERE block_number >= ?1)`,
      )
      .bind(fork),
    db.prepare(`INSERT INTO holder_balances (${HOLDER_COLUMNS.join(", ")}) SELECT ${jsonColumns(HOLDER_COLUMNS)} FROM ${restored}`).bind(fork),
    db.prepare("DELETE FROM holder_journal WHERE block_number >= ?1").bind(fork),
    db.prepare("DELETE FROM realized_trades WHERE block_number >= ?1").bind(fork),
  ];
}
