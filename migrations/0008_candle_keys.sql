-- Candles are keyed by one integer: pair id, timeframe and bucket start packed as
-- `pair_id << 36 | timeframe << 32 | start_timestamp` (workers/indexer/candle-key.ts): like the
-- (pair_id, timeframe, start_timestamp) key it replaces, one series is one run of keys in time order,
-- so a chart read is still one range scan. The old key columns are generated from it.
-- A WITHOUT ROWID table keeps whole rows in its interior pages too: at about 220 bytes a candle,
-- a sixteenth of a page, the tree had one interior page per 15 leaves, and every leaf split of a
-- range's inserts rewrote interior pages. A rowid table's interior pages hold integers only.
-- Pair ids stay below 2^27; bucket starts are unix seconds below 2^32 (the year 2106).

CREATE TABLE candle_rows_keyed (
  candle_key INTEGER PRIMARY KEY,
  pair_id INTEGER GENERATED ALWAYS AS (candle_key >> 36) VIRTUAL,
  timeframe TEXT GENERATED ALWAYS AS (CASE (candle_key >> 32) & 15 WHEN 0 THEN '1s' WHEN 1 THEN '15s' WHEN 2 THEN '1m' WHEN 3 THEN '5m' WHEN 4 THEN '15m' WHEN 5 THEN '1h' WHEN 6 THEN '4h' WHEN 7 THEN '1d' WHEN 8 THEN '1w' END) VIRTUAL,
  start_timestamp INTEGER GENERATED ALWAYS AS (candle_key & 4294967295) VIRTUAL,
  end_timestamp INTEGER GENERATED ALWAYS AS ((candle_key & 4294967295) + CASE (candle_key >> 32) & 15 WHEN 0 THEN 1 WHEN 1 THEN 15 WHEN 2 THEN 60 WHEN 3 THEN 300 WHEN 4 THEN 900 WHEN 5 THEN 3600 WHEN 6 THEN 14400 WHEN 7 THEN 86400 WHEN 8 THEN 604800 END) VIRTUAL,
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
  updated_at TEXT NOT NULL
);
INSERT INTO candle_rows_keyed (candle_key, open, high, low, close, open_usd, high_usd, low_usd, close_usd, volume_token0, volume_token1, volume_usd, trade_count, buy_count, sell_count, buy_volume_usd, sell_volume_usd, tvl_usd, reserve0_end, reserve1_end, liquidity_end, created_at, updated_at)
SELECT (pair_id << 36) | ((CASE timeframe WHEN '1s' THEN 0 WHEN '15s' THEN 1 WHEN '1m' THEN 2 WHEN '5m' THEN 3 WHEN '15m' THEN 4 WHEN '1h' THEN 5 WHEN '4h' THEN 6 WHEN '1d' THEN 7 WHEN '1w' THEN 8 END) << 32) | start_timestamp, open, high, low, close, open_usd, high_usd, low_usd, close_usd, volume_token0, volume_token1, volume_usd, trade_count, buy_count, sell_count, buy_volume_usd, sell_volume_usd, tvl_usd, reserve0_end, reserve1_end, liquidity_end, created_at, updated_at
FROM candle_rows ORDER BY pair_id, timeframe, start_timestamp;

DROP VIEW candles;
DROP TABLE candle_rows;
ALTER TABLE candle_rows_keyed RENAME TO candle_rows;
CREATE VIEW candles AS SELECT p.address AS pair_address, c.timeframe, c.start_timestamp, c.end_timestamp, c.open, c.high,
  c.low, c.close, c.open_usd, c.high_usd, c.low_usd, c.close_usd, c.volume_token0, c.volume_token1, c.volume_usd,
  c.trade_count, c.buy_count, c.sell_count, c.buy_volume_usd, c.sell_volume_usd, c.tvl_usd, c.reserve0_end, c.reserve1_end,
  c.liquidity_end, c.price_change_percent, c.price_change_usd, c.high_low_percent, c.created_at, c.updated_at
FROM candle_rows c JOIN pairs p ON p.id = c.pair_id;
