import { joinScaled } from "../lending/lending-rows";

// What every lending read starts from: each reserve's settings, its latest rates and indexes, its oracle
// price, the indexed block, and (for positions) every holder's scaled balances. All from the index.

export type ReserveIndexRow = {
  reserve: string;
  block_timestamp: number;
  liquidity_rate: string;
  variable_borrow_rate: string;
  liquidity_index: string;
  variable_borrow_index: string;
};

export type LendingIndexState = {
  block: { number: number; timestamp: number } | null;
  /** Each reserve's latest settings (ltv, liquidation_threshold, …, a_token, variable_debt_token, price_source), raw text. */
  settings: Map<string, Map<string, string>>;
  rates: Map<string, ReserveIndexRow>;
  /** Each reserve's oracle price (USD, 8 decimals) at the indexed block. */
  prices: Map<string, bigint>;
  /** Each scaled token's total scaled supply. */
  scaledTotals: Map<string, bigint>;
};

type ScaledSum = { token: string; high: number; low: number };

/** A reserve's settings the markets read (users' collateral flags are read with their balances). */
const RESERVE_FIELDS = JSON.stringify([
  "ltv",
  "liquidation_threshold",
  "liquidation_bonus",
  "reserve_factor",
  "supply_cap",
  "borrow_cap",
  "rate_strategy",
  "a_token",
  "variable_debt_token",
  "price_source",
]);

/** Settings, rates, prices and scaled totals of `reserves` (lowercase), in one D1 batch: each a seek by primary key. */
export async function lendingIndexState(db: D1Database, reserves: readonly string[]): Promise<LendingIndexState> {
  const keys = JSON.stringify(reserves);
  const [block, settings, rates, prices, totals] = await db.batch([
    db.prepare("SELECT block_number AS number, block_timestamp AS timestamp FROM indexer_blocks ORDER BY block_number DESC LIMIT 1"),
    db
      .prepare(
        `SELECT s.reserve, s.field, s.value FROM json_each(?1) k CROSS JOIN json_each(?2) f CROSS JOIN lending_settings s ON s.reserve = k.value AND s.field = f.value
       WHERE NOT EXISTS (SELECT 1 FROM lending_settings l WHERE l.reserve = s.reserve AND l.field = s.field
         AND (l.block_number > s.block_number OR (l.block_number = s.block_number AND l.log_index > s.log_index)))`,
      )
      .bind(keys, RESERVE_FIELDS),
    db
      .prepare(
        `SELECT r.reserve, r.block_timestamp, r.liquidity_rate, r.variable_borrow_rate, r.liquidity_index, r.variable_borrow_index
       FROM json_each(?1) k CROSS JOIN lending_rates r ON r.reserve = k.value
         AND (r.block_number, r.log_index) = (SELECT block_number, log_index FROM lending_rates WHERE reserve = k.value ORDER BY block_number DESC, log_index DESC LIMIT 1)`,
      )
      .bind(keys),
    db
      .prepare(
        `SELECT s.reserve, (SELECT answer FROM lending_prices p WHERE p.feed = s.value ORDER BY block_number DESC, log_index DESC LIMIT 1) AS answer
       FROM json_each(?1) k CROSS JOIN lending_settings s ON s.reserve = k.value AND s.field = 'price_source' WHERE NOT EXISTS (SELECT 1 FROM lending_settings l WHERE l.reserve = s.reserve
         AND l.field = s.field AND (l.block_number > s.block_number OR (l.block_number = s.block_number AND l.log_index > s.log_index)))`,
      )
      .bind(keys),
    db.prepare("SELECT token, scaled_high AS high, scaled_low AS low FROM lending_scaled_totals"),
  ]);
  const settingsOf = new Map<string, Map<string, string>>();
  for (const row of settings!.results as { reserve: string; field: string; value: string }[]) {
    if (!settingsOf.has(row.reserve)) settingsOf.set(row.reserve, new Map());
    settingsOf.get(row.reserve)!.set(row.field, row.value);
  }
  return {
    block: (block!.results[0] as { number: number; timestamp: number } | undefined) ?? null,
    settings: settingsOf,
    rates: new Map((rates!.results as ReserveIndexRow[]).map((row) => [row.reserve, row])),
    prices: new Map(
      (prices!.results as { reserve: string; answer: string | null }[]).flatMap((row) => (row.answer === null ? [] : [[row.reserve, BigInt(row.answer)]])),
    ),
    scaledTotals: new Map((totals!.results as ScaledSum[]).map((row) => [row.token, joinScaled(row.high, row.low)])),
  };
}

/** One holder's scaled balance of one scaled token. */
export type ScaledBalance = { token: string; user: string; scaled: bigint };

/** Every non-zero scaled balance, or one holder's; and the reserves each holder uses as collateral. */
export async function lendingBalances(db: D1Database, user: string | null): Promise<{ balances: ScaledBalance[]; collateral: Set<string> }> {
  const [balances, flags] = await db.batch([
    db
      .prepare(
        `SELECT token, user_address AS user, SUM(scaled_high) AS high, SUM(scaled_low) AS low FROM lending_balance_changes
         WHERE ?1 IS NULL OR user_address = ?1 GROUP BY token, user_address`,
      )
      .bind(user),
    db
      .prepare(
        `SELECT s.reserve, substr(s.field, 12) AS user FROM lending_settings s
         WHERE s.field LIKE 'collateral:%' AND (?1 IS NULL OR s.field = 'collateral:' || ?1) AND s.value = '1'
           AND NOT EXISTS (SELECT 1 FROM lending_settings l WHERE l.reserve = s.reserve AND l.field = s.field
             AND (l.block_number > s.block_number OR (l.block_number = s.block_number AND l.log_index > s.log_index)))`,
      )
      .bind(user),
  ]);
  return {
    balances: (balances!.results as (ScaledSum & { user: string })[])
      .map((row) => ({ token: row.token, user: row.user, scaled: joinScaled(row.high, row.low) }))
      .filter((row) => row.scaled !== 0n),
    collateral: new Set((flags!.results as { reserve: string; user: string }[]).map((row) => `${row.reserve}:${row.user}`)),
  };
}
