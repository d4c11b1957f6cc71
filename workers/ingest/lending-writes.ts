import { insertRows } from "../db/json-rows";
import { joinScaled, type LendingRows, SCALED_SPLIT, splitScaled } from "../lending/lending-rows";

const TIMED = ["block_number", "log_index", "block_timestamp", "transaction_hash"];

/** Tables HyperLend's events fill; each row carries its block, so a rollback deletes a reorged block's rows. */
const LENDING_TABLES = ["lending_actions", "lending_liquidations", "lending_rates", "lending_balance_changes", "lending_settings", "lending_prices"] as const;

/** Carries the low half's overflow into the high half (SQLite's / and % truncate toward zero, as the split does). */
const CARRY = `scaled_high = lending_scaled_totals.scaled_high + excluded.scaled_high + (lending_scaled_totals.scaled_low + excluded.scaled_low) / ${SCALED_SPLIT},
  scaled_low = (lending_scaled_totals.scaled_low + excluded.scaled_low) % ${SCALED_SPLIT}`;

/** Each token's total change in the range, split like its rows. */
function totalChanges(rows: LendingRows): { token: string; scaled_high: number; scaled_low: number }[] {
  const totals = new Map<string, bigint>();
  for (const row of rows.balanceChanges) totals.set(row.token, (totals.get(row.token) ?? 0n) + joinScaled(row.scaled_high, row.scaled_low));
  return [...totals.entries()].map(([token, delta]) => ({ token, ...splitScaled(delta) }));
}

/** Removes what blocks `fork`… wrote: the scaled totals lose those blocks' changes before the rows go. */
export function lendingRollbackStatements(db: D1Database, fork: number): D1PreparedStatement[] {
  const removed = (column: string) =>
    `(SELECT COALESCE(SUM(${column}), 0) FROM lending_balance_changes c WHERE c.token = lending_scaled_totals.token AND c.block_number >= ?1)`;
  return [
    db
      .prepare(
        `UPDATE lending_scaled_totals SET scaled_high = scaled_high - ${removed("scaled_high")} + (scaled_low - ${removed("scaled_low")}) / ${SCALED_SPLIT},
           scaled_low = (scaled_low - ${removed("scaled_low")}) % ${SCALED_SPLIT}`,
      )
      .bind(fork),
    ...LENDING_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE block_number >= ?1`).bind(fork)),
  ];
}

/** The inserts of one range's HyperLend rows, for the range's batch. */
export function lendingStatements(db: D1Database, rows: LendingRows): D1PreparedStatement[] {
  return [
    ...insertRows(db, "lending_actions", [...TIMED, "kind", "reserve", "user_address", "actor_address", "amount"], rows.actions),
    ...insertRows(
      db,
      "lending_liquidations",
      [...TIMED, "collateral_asset", "debt_asset", "user_address", "liquidator", "debt_to_cover", "collateral_seized", "receive_a_token"],
      rows.liquidations,
    ),
    ...insertRows(
      db,
      "lending_rates",
      [
        "reserve",
        "block_number",
        "log_index",
        "block_timestamp",
        "liquidity_rate",
        "stable_borrow_rate",
        "variable_borrow_rate",
        "liquidity_index",
        "variable_borrow_index",
      ],
      rows.rates,
    ),
    ...insertRows(db, "lending_balance_changes", ["token", "user_address", "block_number", "log_index", "scaled_high", "scaled_low"], rows.balanceChanges),
    ...insertRows(db, "lending_scaled_totals", ["token", "scaled_high", "scaled_low"], totalChanges(rows), {
      conflict: "",
      upsert: `ON CONFLICT (token) DO UPDATE SET ${CARRY}`,
    }),
    ...insertRows(db, "lending_settings", ["reserve", "field", "block_number", "log_index", "value"], rows.settings),
    ...insertRows(db, "lending_prices", ["feed", "block_number", "log_index", "block_timestamp", "answer"], rows.prices),
  ];
}
