-- Wallet users (spec 3's Auth user) and their refresh tokens. A user's wallet lives in their Turnkey
-- sub-organization; its id and address are kept here to answer for it without asking the provider.
CREATE TABLE auth_users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  turnkey_sub_org_id TEXT NOT NULL UNIQUE,
  name TEXT,
  picture TEXT,
  -- The Google (OIDC) account that signs this user in: issuer and subject.
  oidc_issuer TEXT,
  oidc_subject TEXT,
  wallet_id TEXT NOT NULL,
  wallet_address TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (oidc_issuer, oidc_subject)
);

-- Refresh tokens are stored as their SHA-256 only. Each use rotates the token: the old row is marked,
-- and presenting a marked token again (a stolen copy) revokes its whole family.
CREATE TABLE auth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER
);
CREATE INDEX auth_refresh_tokens_by_family ON auth_refresh_tokens (family_id);
