-- V3 pools' balances now ride on their swap and liquidity rows (reserve0_after, reserve1_after), moved
-- on by each Mint, Swap and Collect (workers/ingest/decode/hyperswap-v3.ts). Pools indexed before carry
-- none: each gets what its stored rows add up to (mints less burns plus net swaps; before this change a
-- Burn, not a Collect, was the removal, so fees already collected are still counted) on its latest
-- swap, or its latest liquidity event when it has no swap, so ingestion goes on from there. A re-index
-- gives the exact balances.

CREATE TABLE v3_balances AS
SELECT p.id AS pair_id, p.address,
  (SELECT COALESCE(SUM(CAST(s.amount0_in AS REAL) - CAST(s.amount0_out AS REAL)), 0) FROM swap_rows s WHERE s.pair_id = p.id)
    + (SELECT COALESCE(SUM(CASE e.event_type WHEN 'la' THEN 1 ELSE -1 END * CAST(e.amount_in AS REAL)), 0)
       FROM events e WHERE e.pair_address = p.address AND e.event_type IN ('la', 'lr')) AS balance0,
  (SELECT COALESCE(SUM(CAST(s.amount1_in AS REAL) - CAST(s.amount1_out AS REAL)), 0) FROM swap_rows s WHERE s.pair_id = p.id)
    + (SELECT COALESCE(SUM(CASE e.event_type WHEN 'la' THEN 1 ELSE -1 END * CAST(e.amount_out AS REAL)), 0)
       FROM events e WHERE e.pair_address = p.address AND e.event_type IN ('la', 'lr')) AS balance1
FROM pairs p WHERE p.protocol = 'hyperswap-v3';

UPDATE swap_rows SET
  reserve0_after = (SELECT printf('%.6f', max(b.balance0, 0)) FROM v3_balances b WHERE b.pair_id = swap_rows.pair_id),
  reserve1_after = (SELECT printf('%.6f', max(b.balance1, 0)) FROM v3_balances b WHERE b.pair_id = swap_rows.pair_id)
WHERE pair_id IN (SELECT pair_id FROM v3_balances)
  AND (block_number, log_index) = (SELECT l.block_number, l.log_index FROM swap_rows l WHERE l.pair_id = swap_rows.pair_id
    ORDER BY l.block_number DESC, l.log_index DESC LIMIT 1);

UPDATE events SET
  reserve0_after = (SELECT printf('%.6f', max(b.balance0, 0)) FROM v3_balances b WHERE b.address = events.pair_address),
  reserve1_after = (SELECT printf('%.6f', max(b.balance1, 0)) FROM v3_balances b WHERE b.address = events.pair_address)
WHERE pair_address IN (SELECT address FROM v3_balances b WHERE NOT EXISTS (SELECT 1 FROM swap_rows s WHERE s.pair_id = b.pair_id))
  AND event_type IN ('la', 'lr')
  AND (block_number, log_index) = (SELECT l.block_number, l.log_index FROM events l WHERE l.pair_address = events.pair_address
    AND l.event_type IN ('la', 'lr') ORDER BY l.block_number DESC, l.log_index DESC LIMIT 1);

DROP TABLE v3_balances;
