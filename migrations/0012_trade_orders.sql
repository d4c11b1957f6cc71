-- Trades the app sent for its users (POST /liquidlaunch/buy and /sell): who, what, the outcome and the
-- referrer the client named. The chain's own record of the trade is in swap_rows like anyone's.
CREATE TABLE trade_orders (
  tx_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  wallet_address TEXT NOT NULL,
  token_address TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  route TEXT NOT NULL,
  amount_in TEXT NOT NULL,
  amount_out TEXT NOT NULL,
  slippage_bps INTEGER NOT NULL,
  referrer TEXT,
  status TEXT NOT NULL CHECK (status IN ('success', 'reverted')),
  block_number INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX trade_orders_by_user ON trade_orders (user_id, created_at);
CREATE INDEX trade_orders_by_referrer ON trade_orders (referrer) WHERE referrer IS NOT NULL;
