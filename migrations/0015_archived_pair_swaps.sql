-- Each archived group's swaps counted by pair (workers/retention/swap-archive.ts): a JSON object {pair id: swaps}, so
-- counting an owner's archived swaps on one pair (the pair's page counts its creator's) reads D1 only, not R2.
-- NULL in the groups archived before this column: readers count those from R2.
ALTER TABLE archived_swap_groups ADD COLUMN pair_swaps TEXT;
