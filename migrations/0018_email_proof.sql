-- E-mail addresses are proven before a wallet is made for them (issue 36).
-- When the user proved their address: a code sign-in or a Google account with a verified e-mail. Accounts made
-- by e-mail registration before that proof was required have none until their first verified sign-in, which
-- then ends everything made before it.
ALTER TABLE auth_users ADD COLUMN email_verified_at INTEGER;
UPDATE auth_users SET email_verified_at = created_at WHERE oidc_subject IS NOT NULL;

-- One registration at a time per address: the first request claims it, parallel ones are refused.
CREATE TABLE auth_registrations (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  started_at INTEGER NOT NULL
);

-- Verification tokens the worker accepted, so none is used twice.
CREATE TABLE auth_spent_verification_tokens (
  token_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- The latest code mailed to each address: an older one is no longer accepted.
CREATE TABLE auth_email_codes (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  otp_id TEXT NOT NULL UNIQUE,
  sent_at INTEGER NOT NULL
);
