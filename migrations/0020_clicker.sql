-- Token Clicker: each daily round's final board, written by its ClickerRound object when the round ends
-- (durable-objects/clicker-round.ts). Past winners and all-time totals are read from here; the round running
-- now is read from its object.
CREATE TABLE clicker_rounds (
  round_id TEXT PRIMARY KEY,          -- the UTC date, YYYY-MM-DD
  ended_at INTEGER NOT NULL,          -- unix seconds
  clicks INTEGER NOT NULL,
  weighted_votes INTEGER NOT NULL
);

CREATE TABLE clicker_round_tokens (
  round_id TEXT NOT NULL,
  token_address TEXT NOT NULL,
  place INTEGER NOT NULL,             -- 1 = the round's winner
  clicks INTEGER NOT NULL,
  weighted_votes INTEGER NOT NULL,
  organic_votes INTEGER NOT NULL,
  voters INTEGER NOT NULL,
  PRIMARY KEY (round_id, token_address)
);

CREATE INDEX clicker_round_tokens_place ON clicker_round_tokens (place, round_id);
CREATE INDEX clicker_round_tokens_token ON clicker_round_tokens (token_address);
