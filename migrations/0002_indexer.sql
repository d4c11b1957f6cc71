-- The indexer's tables (workers/indexer). Addresses are stored lowercase. Every row derived from
-- the chain carries the block that produced it, so a reorg rolls back with `block_number >= fork`.

-- Where ingestion stands: the last ingested block and recent block hashes (reorg detection).
-- Written in the same D1 batch as the data of a range, so data and cursor never disagree.
CREATE TABLE indexer_blocks (
  block_number INTEGER PRIMARY KEY,
  block_hash TEXT NOT NULL,
  block_timestamp INTEGER NOT NULL
);

CREATE TABLE tokens (
  address TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL,
  -- Whole tokens as decimal text.
  total_supply TEXT,
  circulating_supply TEXT,
  token_type TEXT NOT NULL,
  creator_address TEXT,
  creation_block INTEGER,
  creation_timestamp INTEGER,
  frozen_block INTEGER,
  frozen_at INTEGER,
  bonded_block INTEGER,
  bonded_at INTEGER,
  pair_created TEXT,
  metadata TEXT NOT NULL DEFAULT '{}',
  block_number INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tokens_newest ON tokens (token_type, creation_block DESC);
CREATE INDEX tokens_block ON tokens (block_number);

-- A market: a launchpad curve (address = the token), a V2 pair or a V3 pool.
CREATE TABLE pairs (
  address TEXT PRIMARY KEY,
  protocol TEXT NOT NULL,
  token0_address TEXT NOT NULL,
  token1_address TEXT NOT NULL,
  fee INTEGER,
  creation_block INTEGER NOT NULL,
  creation_timestamp INTEGER NOT NULL,
  creation_transaction TEXT NOT NULL,
  creator_address TEXT,
  block_number INTEGER NOT NULL
);
CREATE INDEX pairs_token0 ON pairs (token0_address);
CREATE INDEX pairs_token1 ON pairs (token1_address);
CREATE INDEX pairs_block ON pairs (block_number);

-- Keyed by pair and chain position: a pair's activity is one clustered range scan, and a row
-- written twice (a retried range) is ignored.
CREATE TABLE swaps (
  pair_address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  trader_address TEXT NOT NULL,
  amount0_in TEXT NOT NULL,
  amount1_in TEXT NOT NULL,
  amount0_out TEXT NOT NULL,
  amount1_out TEXT NOT NULL,
  price0_in1 REAL NOT NULL,
  price1_in0 REAL NOT NULL,
  price_usd REAL,
  volume_token0 REAL NOT NULL,
  volume_token1 REAL NOT NULL,
  volume_usd REAL,
  price_impact_percent REAL,
  reserve0_after TEXT,
  reserve1_after TEXT,
  liquidity_after TEXT,
  sqrt_price_x96_after TEXT,
  is_buy INTEGER NOT NULL,
  mcap_usd REAL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (pair_address, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX swaps_trader ON swaps (pair_address, trader_address, block_number, log_index);
CREATE INDEX swaps_block ON swaps (block_number);

-- Activity events: la liquidity added, lr liquidity removed, pc pair created, t transfer,
-- tb token bonded, tc token created.
CREATE TABLE events (
  pair_address TEXT NOT NULL,
  contract_address TEXT NOT NULL,
  event_type TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  trader_address TEXT,
  from_address TEXT,
  to_address TEXT,
  token_in_address TEXT,
  token_out_address TEXT,
  amount_in TEXT,
  amount_out TEXT,
  reserve0_after TEXT,
  reserve1_after TEXT,
  liquidity_after TEXT,
  price_per_token TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (pair_address, block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX events_trader ON events (pair_address, trader_address, block_number, log_index);
CREATE INDEX events_burns ON events (contract_address, event_type, to_address);
CREATE INDEX events_block ON events (block_number);

-- The USD price of HYPE after each trade or sync of a WHYPE/stablecoin reference pool.
CREATE TABLE hype_prices (
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  price_usd REAL NOT NULL,
  PRIMARY KEY (block_number, log_index)
) WITHOUT ROWID;

-- Candles per pair, timeframe and bucket start. Prices are token0 in token1 (`01`); the *_usd
-- prices are the displayed token's USD price. `10` and `mcap` are derived at read time.
CREATE TABLE candles (
  pair_address TEXT NOT NULL,
  timeframe TEXT NOT NULL,
  start_timestamp INTEGER NOT NULL,
  end_timestamp INTEGER NOT NULL,
  open REAL NOT NULL,
  high REAL NOT NULL,
  low REAL NOT NULL,
  close REAL NOT NULL,
  open_usd REAL,
  high_usd REAL,
  low_usd REAL,
  close_usd REAL,
  volume_token0 REAL NOT NULL,
  volume_token1 REAL NOT NULL,
  volume_usd REAL NOT NULL,
  trade_count INTEGER NOT NULL,
  buy_count INTEGER NOT NULL,
  sell_count INTEGER NOT NULL,
  buy_volume_usd REAL NOT NULL,
  sell_volume_usd REAL NOT NULL,
  tvl_usd REAL,
  reserve0_end TEXT,
  reserve1_end TEXT,
  liquidity_end TEXT,
  price_change_percent REAL GENERATED ALWAYS AS ((close - open) * 100.0 / open) VIRTUAL,
  price_change_usd REAL GENERATED ALWAYS AS (close_usd - open_usd) VIRTUAL,
  high_low_percent REAL GENERATED ALWAYS AS ((high - low) * 100.0 / low) VIRTUAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (pair_address, timeframe, start_timestamp)
) WITHOUT ROWID;

-- Rolling statistics per pair and window (5m, 1h, 6h, 24h), refreshed when the pair trades and
-- by the minute cron; search orders by the 24h volume.
CREATE TABLE pair_stats (
  pair_address TEXT NOT NULL,
  stat_window TEXT NOT NULL,
  volume_usd REAL NOT NULL,
  buys INTEGER NOT NULL,
  sells INTEGER NOT NULL,
  buy_volume_usd REAL NOT NULL,
  sell_volume_usd REAL NOT NULL,
  price_change_percent REAL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (pair_address, stat_window)
) WITHOUT ROWID;
CREATE INDEX pair_stats_volume ON pair_stats (stat_window, volume_usd DESC);

-- Full-text search over the symbols, names and addresses of each pair's tokens.
CREATE VIRTUAL TABLE pair_search USING fts5 (
  pair_address UNINDEXED,
  symbols,
  names,
  block_number UNINDEXED,
  tokenize = 'unicode61'
);

-- A write of a range or a rollback starts by inserting the cursor it read and the cursor now; the
-- CHECK fails (and D1 rolls the whole batch back) if another write moved the cursor meanwhile.
CREATE TABLE indexer_write_guard (
  expected_cursor INTEGER,
  actual_cursor INTEGER,
  CHECK (expected_cursor IS actual_cursor)
);
