import type { AuthUser } from "../../shared/schemas/auth";

// The app's wallet users (auth_users).

/** `emailVerifiedAt`: when the user proved their address (null for accounts registered before proof was required). */
export type StoredUser = AuthUser & { walletId: string; walletAddress: string; emailVerifiedAt: number | null };

type UserRow = {
  id: string;
  email: string;
  turnkey_sub_org_id: string;
  name: string | null;
  picture: string | null;
  wallet_id: string;
  wallet_address: string;
  email_verified_at: number | null;
};

const COLUMNS = "id, email, turnkey_sub_org_id, name, picture, wallet_id, wallet_address, email_verified_at";

function fromRow(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email,
    turnkeySubOrgId: row.turnkey_sub_org_id,
    ...(row.name === null ? {} : { name: row.name }),
    ...(row.picture === null ? {} : { picture: row.picture }),
    walletId: row.wallet_id,
    walletAddress: row.wallet_address,
    emailVerifiedAt: row.email_verified_at,
  };
}

export async function userById(db: D1Database, id: string): Promise<StoredUser | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM auth_users WHERE id = ?1`).bind(id).first<UserRow>();
  return row ? fromRow(row) : undefined;
}

/** E-mail addresses compare without regard to case. */
export async function userByEmail(db: D1Database, email: string): Promise<StoredUser | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM auth_users WHERE email = ?1`).bind(email).first<UserRow>();
  return row ? fromRow(row) : undefined;
}

export async function userByOidcSubject(db: D1Database, issuer: string, subject: string): Promise<StoredUser | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM auth_users WHERE oidc_issuer = ?1 AND oidc_subject = ?2`).bind(issuer, subject).first<UserRow>();
  return row ? fromRow(row) : undefined;
}

/** The user whose wallet is the sub-organization. */
export async function userBySubOrganization(db: D1Database, subOrganizationId: string): Promise<StoredUser | undefined> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM auth_users WHERE turnkey_sub_org_id = ?1`).bind(subOrganizationId).first<UserRow>();
  return row ? fromRow(row) : undefined;
}

export type NewUser = StoredUser & { oidc?: { issuer: string; subject: string } };

/** Inserts the user; false when the e-mail (or Google account) is already someone's. */
export async function insertUser(db: D1Database, user: NewUser): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .prepare(
      "INSERT INTO auth_users (id, email, turnkey_sub_org_id, name, picture, oidc_issuer, oidc_subject, wallet_id, wallet_address, email_verified_at, created_at, updated_at) " +
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11) ON CONFLICT DO NOTHING",
    )
    .bind(
      user.id,
      user.email,
      user.turnkeySubOrgId,
      user.name ?? null,
      user.picture ?? null,
      user.oidc?.issuer ?? null,
      user.oidc?.subject ?? null,
      user.walletId,
      user.walletAddress,
      user.emailVerifiedAt,
      now,
    )
    .run();
  return result.meta.changes === 1;
}

/** Links a Google account to an e-mail user (and refreshes name and picture from it). */
export async function linkOidcSubject(
  db: D1Database,
  id: string,
  oidc: { issuer: string; subject: string },
  profile: { name?: string | undefined; picture?: string | undefined },
) {
  await db
    .prepare(
      "UPDATE auth_users SET oidc_issuer = ?2, oidc_subject = ?3, name = COALESCE(?4, name), picture = COALESCE(?5, picture), updated_at = ?6 WHERE id = ?1",
    )
    .bind(id, oidc.issuer, oidc.subject, profile.name ?? null, profile.picture ?? null, Date.now())
    .run();
}

/** Forgets the user's Google account: it no longer finds this user at sign-in. */
export async function forgetOidcSubject(db: D1Database, id: string) {
  await db.prepare("UPDATE auth_users SET oidc_issuer = NULL, oidc_subject = NULL, updated_at = ?2 WHERE id = ?1").bind(id, Date.now()).run();
}

/** Records the user's first proof of their address; true when this call recorded it (it happens once). */
export async function markEmailVerified(db: D1Database, id: string): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .prepare("UPDATE auth_users SET email_verified_at = ?2, updated_at = ?2 WHERE id = ?1 AND email_verified_at IS NULL")
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}

/** Points the user at another wallet (a fresh one that replaced a wallet no longer trusted). */
export async function moveUserWallet(db: D1Database, user: StoredUser): Promise<void> {
  await db
    .prepare("UPDATE auth_users SET turnkey_sub_org_id = ?2, wallet_id = ?3, wallet_address = ?4, updated_at = ?5 WHERE id = ?1")
    .bind(user.id, user.turnkeySubOrgId, user.walletId, user.walletAddress, Date.now())
    .run();
}

/** The user's display name as the wallet provider holds it (null: none). */
export async function updateUserName(db: D1Database, id: string, name: string | null): Promise<void> {
  await db.prepare("UPDATE auth_users SET name = ?2, updated_at = ?3 WHERE id = ?1").bind(id, name, Date.now()).run();
}

/** Moves the user's sign-in address to one they just proved; false when it is another user's. */
export async function updateUserEmail(db: D1Database, id: string, email: string): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .prepare("UPDATE OR IGNORE auth_users SET email = ?2, email_verified_at = ?3, updated_at = ?3 WHERE id = ?1")
    .bind(id, email, now)
    .run();
  return result.meta.changes === 1;
}
