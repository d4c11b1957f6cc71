-- Swaps are indexed by an integer trader id instead of the trader's 42-character address. Each
-- range's swaps land all over the trader index (one place per trader), and its long text keys were
-- the largest cost of ingestion left, growing with the table. The ingestor numbers new traders
-- (workers/indexer/trader-ids.ts); the swaps view puts the address back.

CREATE TABLE traders (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE
);
INSERT INTO traders (address) SELECT DISTINCT trader_address FROM swap_rows ORDER BY trader_address;

DROP VIEW swaps;
DROP INDEX swaps_trader;
-- The default only lets the column be added to existing rows, which the UPDATE fills: every insert names it.
ALTER TABLE swap_rows ADD COLUMN trader_id INTEGER NOT NULL DEFAULT 0;
UPDATE swap_rows SET trader_id = (SELECT id FROM traders WHERE address = swap_rows.trader_address);
ALTER TABLE swap_rows DROP COLUMN trader_address;
CREATE INDEX swaps_trader ON swap_rows (trader_id, pair_id, block_number, log_index);
CREATE VIEW swaps AS SELECT p.address AS pair_address, s.block_number, s.block_timestamp, s.log_index, s.transaction_hash,
  t.address AS trader_address, s.amount0_in, s.amount1_in, s.amount0_out, s.amount1_out, s.price0_in1, s.price1_in0, s.price_usd,
  s.volume_token0, s.volume_token1, s.volume_usd, s.price_impact_percent, s.reserve0_after, s.reserve1_after,
  s.liquidity_after, s.sqrt_price_x96_after, s.is_buy, s.mcap_usd, s.created_at
FROM swap_rows s JOIN pairs p ON p.id = s.pair_id JOIN traders t ON t.id = s.trader_id;
