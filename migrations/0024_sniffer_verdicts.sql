-- The token sniffer's last verdict on each token, written when a report is made, so list rows show it from the
-- index without reading the chain. Not chain data: a reorg leaves it (the next report replaces it).
CREATE TABLE sniffer_verdicts (
  token_address TEXT PRIMARY KEY,
  verdict TEXT NOT NULL,
  score INTEGER,
  block_number INTEGER NOT NULL,
  checked_at INTEGER NOT NULL
) WITHOUT ROWID;
