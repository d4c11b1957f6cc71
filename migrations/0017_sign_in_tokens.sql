-- Google id tokens already used to sign in, by the SHA-256 of their issuer, subject and nonce, kept until
-- the token expires: the same token (or another with the same nonce) cannot sign in twice.
CREATE TABLE auth_spent_id_tokens (
  nonce_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX auth_spent_id_tokens_by_expiry ON auth_spent_id_tokens (expires_at);

-- Ending every sign-in of a user at once (revokeAllSignIns) finds their refresh tokens by user.
CREATE INDEX auth_refresh_tokens_by_user ON auth_refresh_tokens (user_id);
