import { insertRows } from "../db/json-rows";
import { joinScaled, type LendingRows, SCALED_SPLIT, splitScaled } from "../lending/lending-rows";

const TIMED = ["block_number", "log_index", "block_timestamp", "transaction_hash"];

/** Tables HyperLend's events fill; each row carries its block, so a rollback deletes a reorged block's rows. */
export const LENDING_TABLES = [
  "lending_actions",
  "lending_liquidations",
  "lending_rates",
  "lending_balance_changes",
  "lending_settings",
  "lending_prices",
] as const;

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
