-- Token facts are read at the latest block when a pair brings a token the indexer has not met (an archive
-- node is not needed for facts that do not change). A fact the contract does not answer no longer holds
-- the cursor: it is recorded here (a JSON array of names) and read again later; the status counts them.
ALTER TABLE tokens ADD COLUMN facts_missing TEXT;
