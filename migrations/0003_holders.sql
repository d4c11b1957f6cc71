-- Holder balances and average-cost trading accounts of tracked (launchpad) tokens, maintained at
-- ingest time in the same D1 batch as the range (workers/indexer/holder-ledger.ts).

-- One row per (token, holder) that ever held or traded the token. The zero address is never a
-- holder: mints come from it and burns go to it, so balances sum to the token's totalSupply.
CREATE TABLE holder_balances (
  token_address TEXT NOT NULL,
  holder_address TEXT NOT NULL,
  -- Base units. Launchpad tokens have 1e15 base units in all, well inside 64-bit integers.
  raw_balance INTEGER NOT NULL,
  -- Whole tokens bought and sold in swaps, their USD values, and Σ(mcap × tokens) for average mcaps.
  total_bought REAL NOT NULL,
  total_sold REAL NOT NULL,
  bought_usd REAL NOT NULL,
  sold_usd REAL NOT NULL,
  bought_mcap_tokens REAL NOT NULL,
  sold_mcap_tokens REAL NOT NULL,
  trade_count INTEGER NOT NULL,
  -- The average-cost position: tokens and their USD cost; realized PnL of the sells so far.
  cost_tokens REAL NOT NULL,
  cost_usd REAL NOT NULL,
  realized_pnl_usd REAL NOT NULL,
  -- The last block that changed the row.
  block_number INTEGER NOT NULL,
  PRIMARY KEY (token_address, holder_address)
) WITHOUT ROWID;
CREATE INDEX holder_balances_rank ON holder_balances (token_address, raw_balance DESC);
CREATE INDEX holder_balances_holder ON holder_balances (holder_address);

-- The row as it was before each block that changed it (JSON array in column order; NULL: no row),
-- kept for the blocks a reorg can still undo. A rollback to `fork` restores, per (token, holder),
-- the snapshot of its first journalled block >= fork.
CREATE TABLE holder_journal (
  token_address TEXT NOT NULL,
  holder_address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  before TEXT,
  PRIMARY KEY (token_address, holder_address, block_number)
) WITHOUT ROWID;
CREATE INDEX holder_journal_block ON holder_journal (block_number);

-- The realized PnL of each sell of a tracked token, for a trader's win rate and daily PnL.
CREATE TABLE realized_trades (
  trader_address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  pair_address TEXT NOT NULL,
  block_timestamp INTEGER NOT NULL,
  token_address TEXT NOT NULL,
  realized_pnl_usd REAL NOT NULL,
  PRIMARY KEY (trader_address, block_number, log_index, pair_address)
) WITHOUT ROWID;
CREATE INDEX realized_trades_block ON realized_trades (block_number);

-- A trader's swaps across pairs (GET /trader/{trader}).
CREATE INDEX swaps_by_trader ON swaps (trader_address, block_number);
