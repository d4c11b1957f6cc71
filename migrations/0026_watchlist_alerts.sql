-- A signed-in user's starred markets (a launch's curve is the market whose address is its token's), kept so the
-- watchlist follows them across devices.
CREATE TABLE watchlist (
  user_id TEXT NOT NULL,
  pair_address TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, pair_address)
) WITHOUT ROWID;

-- The markets with a live (not yet fired) alert, and whose. The alerts themselves live in each user's AlertBox
-- Durable Object; the indexer reads this index after a committed range to know whose box to hand the new figures.
CREATE TABLE alert_watch (
  pair_address TEXT NOT NULL,
  alert_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  PRIMARY KEY (pair_address, alert_id)
) WITHOUT ROWID;
CREATE INDEX alert_watch_alert ON alert_watch (alert_id);
