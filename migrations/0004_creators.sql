-- Creator scores, recomputed by the five-minute cron (workers/creators/recompute.ts) from the
-- indexed tokens and trades. One row per creator address; a run replaces the whole table at once.
CREATE TABLE creator_scores (
  principal TEXT PRIMARY KEY,
  total_tokens INTEGER NOT NULL,
  active_tokens INTEGER NOT NULL,
  -- Volumes in the displayed units of the token list (USD × 1e6); see shared/creator-performance.ts.
  total_volume REAL NOT NULL,
  btc_volume REAL NOT NULL,
  success_rate REAL NOT NULL,
  -- The token list filter's score (spec 9, second scheme) and its tier.
  weighted_score REAL NOT NULL,
  filter_tier TEXT NOT NULL,
  -- The Developer Guide's confidence score and tier.
  confidence_score REAL NOT NULL,
  confidence_tier TEXT NOT NULL,
  -- 1 = best confidence score; weighted_rank ranks by the list filter's score.
  rank INTEGER NOT NULL,
  weighted_rank INTEGER NOT NULL,
  total_holders INTEGER NOT NULL,
  total_trades INTEGER NOT NULL,
  last_token_created INTEGER,
  total_marketcap REAL NOT NULL,
  generated_marketcap_btc REAL NOT NULL,
  generated_marketcap_usd REAL NOT NULL,
  -- The creator's newest tokens (at most 100) as displayed, JSON.
  tokens TEXT NOT NULL,
  computed_at INTEGER NOT NULL
);
CREATE INDEX creator_scores_rank ON creator_scores (rank);

-- A creator's tokens, newest first: /api/creator/{principal}/tokens, /api/user and the cron.
CREATE INDEX tokens_creator ON tokens (creator_address, creation_block DESC);
