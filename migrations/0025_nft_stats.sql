-- What an NFT collection's pages read, kept per collection so a request costs its page, not the collection's
-- history (workers/ingest/nft-stats.ts rebuilds both after the ranges and facts that change them).

-- Every current holding, rebuilt from nft_transfers when the collection is rebuilt.
CREATE TABLE nft_holdings (
  collection TEXT NOT NULL,
  token_id TEXT NOT NULL,
  holder TEXT NOT NULL,
  held INTEGER NOT NULL,
  PRIMARY KEY (collection, token_id, holder)
) WITHOUT ROWID;

-- The collection's figures (shared/schemas/nft.ts), wash trades left out and counted in, as one JSON snapshot:
-- summaries, owner distribution, daily series, open listings and the latest activity. `dirty` is set by a range,
-- a rollback or a fact that changes them; a clean snapshot is also rebuilt once it is a minute old (the 24 h
-- and 7 d windows move on).
CREATE TABLE nft_collection_stats (
  address TEXT PRIMARY KEY,
  dirty INTEGER NOT NULL DEFAULT 0,
  computed_at INTEGER NOT NULL,
  snapshot TEXT NOT NULL
);
