import type { ProfilesResponse, User } from "../../shared/schemas/users";

type CreatorRow = { principal: string; token_count: number; first_created: number; last_created: number };

// A user is a wallet that created launchpad tokens; nothing else about them is on chain yet.
const CREATORS_SQL = `
SELECT creator_address AS principal, COUNT(*) AS token_count,
  MIN(creation_timestamp) AS first_created, MAX(creation_timestamp) AS last_created
FROM tokens WHERE creator_address IN (SELECT value FROM json_each(?1)) AND token_type = 'launchpad'
GROUP BY creator_address`;

async function creators(db: D1Database, principals: string[]): Promise<CreatorRow[]> {
  const { results } = await db.prepare(CREATORS_SQL).bind(JSON.stringify(principals)).all<CreatorRow>();
  return results;
}

/** The user at `principal` (lowercase), or null when that wallet never created a token. */
export async function findUser(db: D1Database, principal: string): Promise<User | null> {
  const [row] = await creators(db, [principal]);
  if (row === undefined) return null;
  return {
    principal: row.principal,
    username: null,
    image: null,
    walletAddress: row.principal,
    tokenCount: row.token_count,
    firstTokenCreated: row.first_created,
    lastTokenCreated: row.last_created,
  };
}

/** Profiles of the known users among `principals` (lowercase), keyed by principal. */
export async function profiles(db: D1Database, principals: string[]): Promise<ProfilesResponse> {
  const known = await creators(db, principals);
  return Object.fromEntries(
    known.map((row) => [row.principal, { username: null, customPictureUrl: null, discordPictureUrl: null, walletAddress: row.principal }]),
  );
}
