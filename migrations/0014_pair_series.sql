-- Each pair's settled candles move from candle_rows to the pair's PairSeries Durable Object (workers/series/).
-- A row a pair that has moved some: its 1m to 1d candles starting before each timeframe's bucket of the next
-- coarser timeframe holding `settled_before` (unix seconds) are in the pair's store, save the newest of each series,
-- which stays in D1 too (the rolling statistics read the close before each window).
CREATE TABLE pair_series_boundaries (
  pair_id INTEGER PRIMARY KEY,
  settled_before INTEGER NOT NULL
);
