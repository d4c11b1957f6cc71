-- NFT collections, their transfers and tokens, and our marketplace's events (workers/ingest/decode/nft-*.ts).
-- Every row carries the block that produced it, so a rollback deletes from the fork on.

-- A contract seen emitting ERC-721 or ERC-1155 transfers; the metadata step asks supportsInterface and
-- sets `standard` to what it answers ('none' for neither) and `checked` to 1.
CREATE TABLE nft_collections (
  address TEXT PRIMARY KEY,
  standard TEXT NOT NULL,
  checked INTEGER NOT NULL DEFAULT 0,
  name TEXT,
  symbol TEXT,
  block_number INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL
);
CREATE INDEX nft_collections_block ON nft_collections (block_number);

CREATE TABLE nft_transfers (
  collection TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  batch_index INTEGER NOT NULL,
  token_id TEXT NOT NULL,
  block_timestamp INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  amount TEXT NOT NULL,
  PRIMARY KEY (collection, block_number, log_index, batch_index)
) WITHOUT ROWID;
CREATE INDEX nft_transfers_block ON nft_transfers (block_number);

-- A token's metadata, read once after the range that first moved it: 'pending', 'ok' or 'missing'.
CREATE TABLE nft_tokens (
  collection TEXT NOT NULL,
  token_id TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  metadata_state TEXT NOT NULL DEFAULT 'pending',
  name TEXT,
  image TEXT,
  attributes TEXT,
  PRIMARY KEY (collection, token_id)
);
CREATE INDEX nft_tokens_pending ON nft_tokens (metadata_state, block_number);
CREATE INDEX nft_tokens_block ON nft_tokens (block_number);

-- kind: list, cancel, sale (a listing bought), offer, offer-cancel, offer-sale (an offer accepted).
CREATE TABLE nft_market_events (
  market TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  kind TEXT NOT NULL,
  order_id INTEGER NOT NULL,
  collection TEXT NOT NULL,
  token_id TEXT NOT NULL,
  seller TEXT,
  buyer TEXT,
  amount TEXT,
  price_wei TEXT,
  price REAL,
  currency TEXT,
  royalty REAL,
  -- Sales only: 1 once the funding step has looked for WHYPE the seller sent the buyer before it.
  funding_checked INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (market, block_number, log_index)
);
CREATE INDEX nft_market_events_collection ON nft_market_events (collection, kind, block_timestamp);
CREATE INDEX nft_market_events_order ON nft_market_events (market, kind, order_id);
CREATE INDEX nft_market_events_unchecked ON nft_market_events (funding_checked, kind);
CREATE INDEX nft_market_events_block ON nft_market_events (block_number);

-- WHYPE a sale's seller sent its buyer before the sale (found by the funding step).
CREATE TABLE nft_fundings (
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  amount REAL NOT NULL,
  PRIMARY KEY (seller, buyer, block_number, log_index)
);
CREATE INDEX nft_fundings_block ON nft_fundings (block_number);
