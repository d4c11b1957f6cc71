-- A group's object is named by its run's first and last block (swaps/v1/{first}-{last}/pairs.ndjson.gz or
-- …/traders.ndjson.gz, the owner's kind telling which), so a group keeps those two integers instead of the key's
-- 50-odd characters: the index grows by a row a pair and a row a trader of every hourly run, and the key was more
-- than half of each row. The objects keep their names. Pair groups keep no per-pair counts (a pair's group holds
-- only its own swaps; readers count trader groups' only).
CREATE TABLE archived_swap_groups_by_run (
  owner_kind INTEGER NOT NULL,
  owner_id INTEGER NOT NULL,
  last_block INTEGER NOT NULL,
  run_first_block INTEGER NOT NULL,
  run_last_block INTEGER NOT NULL,
  byte_offset INTEGER NOT NULL,
  byte_length INTEGER NOT NULL,
  pair_swaps TEXT,
  PRIMARY KEY (owner_kind, owner_id, last_block, run_first_block)
) WITHOUT ROWID;
INSERT INTO archived_swap_groups_by_run
SELECT owner_kind, owner_id, last_block, CAST(substr(object_key, 10, 12) AS INTEGER), CAST(substr(object_key, 23, 12) AS INTEGER),
  byte_offset, byte_length, iif(owner_kind = 1, pair_swaps, NULL)
FROM archived_swap_groups;
DROP TABLE archived_swap_groups;
ALTER TABLE archived_swap_groups_by_run RENAME TO archived_swap_groups;
