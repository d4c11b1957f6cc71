-- HyperLend (Aave v3): what the pool, its configurator and its scaled tokens emitted. Every row carries the
-- block that produced it, so a rollback deletes a reorged block's rows like the other derived tables.
-- Amounts are raw units as decimal integers (exact).

-- Supply, Withdraw, Borrow and Repay. user_address is the position's owner (onBehalfOf for a supply or
-- borrow, the user for a withdraw or repay); actor_address who sent it.
CREATE TABLE lending_actions (
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('supply', 'withdraw', 'borrow', 'repay')),
  reserve TEXT NOT NULL,
  user_address TEXT NOT NULL,
  actor_address TEXT NOT NULL,
  amount TEXT NOT NULL,
  PRIMARY KEY (block_number, log_index)
) WITHOUT ROWID;

CREATE TABLE lending_liquidations (
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  collateral_asset TEXT NOT NULL,
  debt_asset TEXT NOT NULL,
  user_address TEXT NOT NULL,
  liquidator TEXT NOT NULL,
  debt_to_cover TEXT NOT NULL,
  collateral_seized TEXT NOT NULL,
  receive_a_token INTEGER NOT NULL,
  PRIMARY KEY (block_number, log_index)
) WITHOUT ROWID;

-- ReserveDataUpdated: each reserve's rates (ray, per year) and indexes (ray) after every action.
CREATE TABLE lending_rates (
  reserve TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  liquidity_rate TEXT NOT NULL,
  stable_borrow_rate TEXT NOT NULL,
  variable_borrow_rate TEXT NOT NULL,
  liquidity_index TEXT NOT NULL,
  variable_borrow_index TEXT NOT NULL,
  PRIMARY KEY (reserve, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX lending_rates_block ON lending_rates (block_number);

-- Every change of an aToken's or variable debt token's scaled balance (from Mint, Burn and BalanceTransfer),
-- split as delta = scaled_high * 10^12 + scaled_low (both truncated toward zero) so SUM stays exact in 64 bits.
CREATE TABLE lending_balance_changes (
  token TEXT NOT NULL,
  user_address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  scaled_high INTEGER NOT NULL,
  scaled_low INTEGER NOT NULL,
  PRIMARY KEY (token, user_address, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX lending_balance_changes_block ON lending_balance_changes (block_number);

-- Each scaled token's total, the sum of its balance changes kept as it goes (high·10^12 + low, low within ±10^12),
-- so a market's totals are one row each; a rollback subtracts the removed blocks' changes before deleting them.
CREATE TABLE lending_scaled_totals (
  token TEXT PRIMARY KEY,
  scaled_high INTEGER NOT NULL,
  scaled_low INTEGER NOT NULL
) WITHOUT ROWID;

-- Chainlink-style AnswerUpdated of any contract (USD, 8 decimals); the oracle's sources (settings' price_source)
-- say which feed prices which reserve.
CREATE TABLE lending_prices (
  feed TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (feed, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX lending_prices_block ON lending_prices (block_number);

-- Settings that change by event, latest wins: a reserve's risk parameters (field ltv, liquidation_threshold,
-- liquidation_bonus, reserve_factor, supply_cap, borrow_cap, rate_strategy, a_token, variable_debt_token, price_source) and
-- a user's use of a reserve as collateral (field collateral:<user>, value 1 or 0).
CREATE TABLE lending_settings (
  reserve TEXT NOT NULL,
  field TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (reserve, field, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX lending_settings_block ON lending_settings (block_number);
