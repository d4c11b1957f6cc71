-- HYPE and ERC-20 transfers to or from a signed-in user's wallet (auth_users.wallet_address), for the
-- wallet's activity. Trades are in swaps; a transfer inside a trade's transaction is shown as the trade.
-- position: a token transfer's log index; a plain HYPE transfer (it has no log) its transaction index
-- less 1,000,000, so the block's rows sort in one order and each has its own key.
CREATE TABLE wallet_transfers (
  wallet_address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  position INTEGER NOT NULL,
  block_timestamp INTEGER NOT NULL,
  transaction_hash TEXT NOT NULL,
  -- NULL for HYPE itself.
  token_address TEXT,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  -- Raw units as a decimal integer: exact.
  amount TEXT NOT NULL,
  succeeded INTEGER NOT NULL,
  PRIMARY KEY (wallet_address, block_number, position)
) WITHOUT ROWID;
CREATE INDEX wallet_transfers_block ON wallet_transfers (block_number);
