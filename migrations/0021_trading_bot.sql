-- The trading bot's armed rules by what wakes them: `token:<address>` (a trade of that token), `wallet:<address>`
-- (a trade by that wallet, for copy-trading), `launches` (a new launch) and `blocks` (every committed block, for
-- DCA). The rules themselves live in each user's TradingBot Durable Object; the ingestor reads this index to
-- know whose bot to tell about a committed range.
CREATE TABLE bot_watch (
  watch_key TEXT NOT NULL,
  rule_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  PRIMARY KEY (watch_key, rule_id)
) WITHOUT ROWID;
CREATE INDEX bot_watch_rule ON bot_watch (rule_id);
