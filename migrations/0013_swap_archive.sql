-- Where swaps that left D1 are in R2 (workers/retention/swap-archive.ts): each archive run uploads two objects,
-- its swaps grouped by pair and grouped by trader, each group a gzip member of its own; a row here is one
-- group: its owner (kind 0 a pair, pairs.id; kind 1 a trader, traders.id), its object and byte range, and
-- its last block, by which readers take an owner's groups newest first.
CREATE TABLE archived_swap_groups (
  owner_kind INTEGER NOT NULL,
  owner_id INTEGER NOT NULL,
  last_block INTEGER NOT NULL,
  object_key TEXT NOT NULL,
  byte_offset INTEGER NOT NULL,
  byte_length INTEGER NOT NULL,
  PRIMARY KEY (owner_kind, owner_id, last_block, object_key)
) WITHOUT ROWID;
