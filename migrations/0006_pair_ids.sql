-- Swaps and candles are keyed by an integer pair id instead of the pair's 42-character address.
-- Every row of a range lands in these B-trees and in the swaps trader index, whose entries carry the
-- primary key: long text keys made them the largest cost of ingestion, and it grew with the tables.
-- The tables move to swap_rows and candle_rows; views under the old names put the address back,
-- so reads stay as they were (a pair's rows are still one range scan: pairs by address, then the key).

CREATE TABLE pairs_with_ids (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
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
INSERT INTO pairs_with_ids (address, protocol, token0_address, token1_address, fee, creation_block, creation_timestamp,
  creation_transaction, creator_address, block_number)
SELECT address, protocol, token0_address, token1_address, fee, creation_block, creation_timestamp, creation_transaction,
  creator_address, block_number FROM pairs ORDER BY block_number, address;
DROP TABLE pairs;
ALTER TABLE pairs_with_ids RENAME TO pairs;
CREATE INDEX pairs_token0 ON pairs (token0_address);
CREATE INDEX pairs_token1 ON pairs (token1_address);
CREATE INDEX pairs_block ON pairs (block_number);

CREATE TABLE swap_rows (
  pair_id INTEGER NOT NULL,
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
  PRIMARY KEY (pair_id, block_number, log_index)
) WITHOUT ROWID;
INSERT INTO swap_rows SELECT p.id, s.block_number, s.block_timestamp, s.log_index, s.transaction_hash, s.trader_address,
  s.amount0_in, s.amount1_in, s.amount0_out, s.amount1_out, s.price0_in1, s.price1_in0, s.price_usd, s.volume_token0,
  s.volume_token1, s.volume_usd, s.price_impact_percent, s.reserve0_after, s.reserve1_after, s.liquidity_after,
  s.sqrt_price_x96_after, s.is_buy, s.mcap_usd, s.created_at
FROM swaps s JOIN pairs p ON p.address = s.pair_address;
DROP TABLE swaps;
CREATE INDEX swaps_trader ON swap_rows (trader_address, pair_id, block_number, log_index);
CREATE VIEW swaps AS SELECT p.address AS pair_address, s.block_number, s.block_timestamp, s.log_index, s.transaction_hash,
  s.trader_address, s.amount0_in, s.amount1_in, s.amount0_out, s.amount1_out, s.price0_in1, s.price1_in0, s.price_usd,
  s.volume_token0, s.volume_token1, s.volume_usd, s.price_impact_percent, s.reserve0_after, s.reserve1_after,
  s.liquidity_after, s.sqrt_price_x96_after, s.is_buy, s.mcap_usd, s.created_at
FROM swap_rows s JOIN pairs p ON p.id = s.pair_id;

CREATE TABLE candle_rows (
  pair_id INTEGER NOT NULL,
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
  PRIMARY KEY (pair_id, timeframe, start_timestamp)
) WITHOUT ROWID;
INSERT INTO candle_rows (pair_id, timeframe, start_timestamp, end_timestamp, open, high, low, close, open_usd, high_usd,
  low_usd, close_usd, volume_token0, volume_token1, volume_usd, trade_count, buy_count, sell_count, buy_volume_usd,
  sell_volume_usd, tvl_usd, reserve0_end, reserve1_end, liquidity_end, created_at, updated_at)
SELECT p.id, c.timeframe, c.start_timestamp, c.end_timestamp, c.open, c.high, c.low, c.close, c.open_usd, c.high_usd,
  c.low_usd, c.close_usd, c.volume_token0, c.volume_token1, c.volume_usd, c.trade_count, c.buy_count, c.sell_count,
  c.buy_volume_usd, c.sell_volume_usd, c.tvl_usd, c.reserve0_end, c.reserve1_end, c.liquidity_end, c.created_at, c.updated_at
FROM candles c JOIN pairs p ON p.address = c.pair_address;
DROP TABLE candles;
CREATE VIEW candles AS SELECT p.address AS pair_address, c.timeframe, c.start_timestamp, c.end_timestamp, c.open, c.high,
  c.low, c.close, c.open_usd, c.high_usd, c.low_usd, c.close_usd, c.volume_token0, c.volume_token1, c.volume_usd,
  c.trade_count, c.buy_count, c.sell_count, c.buy_volume_usd, c.sell_volume_usd, c.tvl_usd, c.reserve0_end, c.reserve1_end,
  c.liquidity_end, c.price_change_percent, c.price_change_usd, c.high_low_percent, c.created_at, c.updated_at
FROM candle_rows c JOIN pairs p ON p.id = c.pair_id;
