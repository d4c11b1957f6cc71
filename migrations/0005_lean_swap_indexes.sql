-- Fewer B-trees per swap: every index is written for each of the tens of thousands of rows a range
-- inserts. Rollbacks reach a block's rows through the primary key, pair by pair (see
-- workers/indexer/rollback.ts), so the block indexes go; one trader index serves a trader's swaps
-- across pairs (GET /trader/{trader}) and on one pair (activity by trader, pair detail).
DROP INDEX swaps_block;
DROP INDEX events_block;
DROP INDEX swaps_trader;
DROP INDEX swaps_by_trader;
CREATE INDEX swaps_trader ON swaps (trader_address, pair_address, block_number, log_index);
