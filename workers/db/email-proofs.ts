// What proving an e-mail address leaves behind: the latest code per address (auth_email_codes), the
// verification tokens already used (auth_spent_verification_tokens) and registrations under way
// (auth_registrations).

/** Records the code just mailed as the address's only valid one. */
export async function recordEmailCode(db: D1Database, email: string, otpId: string): Promise<void> {
  await db
    .prepare("INSERT INTO auth_email_codes (email, otp_id, sent_at) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO UPDATE SET otp_id = ?2, sent_at = ?3")
    .bind(email, otpId, Date.now())
    .run();
}

/** The address a code was mailed to, if it is still that address's latest code and was sent after `since`. */
export async function addressOfEmailCode(db: D1Database, otpId: string, since: number): Promise<string | undefined> {
  const row = await db.prepare("SELECT email FROM auth_email_codes WHERE otp_id = ?1 AND sent_at > ?2").bind(otpId, since).first<{ email: string }>();
  return row?.email;
}

export async function forgetEmailCode(db: D1Database, otpId: string): Promise<void> {
  await db.prepare("DELETE FROM auth_email_codes WHERE otp_id = ?1").bind(otpId).run();
}

/** Marks the token used; false when it already was. Tokens past their expiry are dropped on the way. */
export async function spendVerificationToken(db: D1Database, tokenId: string, expiresAt: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM auth_spent_verification_tokens WHERE expires_at < ?1").bind(Date.now()),
    db.prepare("INSERT INTO auth_spent_verification_tokens (token_id, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING").bind(tokenId, expiresAt),
  ]);
  return inserted?.meta.changes === 1;
}

/**
 * Claims the address for one registration; false while another holds it. A claim older than `staleBefore`
 * (its registration died midway) can be taken over.
 */
export async function claimRegistration(db: D1Database, email: string, staleBefore: number): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT INTO auth_registrations (email, started_at) VALUES (?1, ?2) ON CONFLICT (email) DO UPDATE SET started_at = ?2 WHERE auth_registrations.started_at < ?3",
    )
    .bind(email, Date.now(), staleBefore)
    .run();
  return result.meta.changes === 1;
}

export async function releaseRegistration(db: D1Database, email: string): Promise<void> {
  await db.prepare("DELETE FROM auth_registrations WHERE email = ?1").bind(email).run();
}
