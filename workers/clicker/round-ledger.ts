import { CLICKER_CAPS, CLICKER_ORGANIC_CLICKS, CLICKER_WEIGHTS, type ClickerTally, type ClickerYou, type VoterTier } from "../../shared/schemas/clicker";

/**
 * Who sent a batch, as the route established it: the session's random id (its signature checked), the client's
 * IP address, the signed-in wallet if any, and the voter the clicks are attributed to (the wallet's bubble-map
 * cluster, the wallet, or for anonymous sessions the IP address, so many sessions from one address are one voter).
 */
export type Voter = { session: string; ip: string; wallet: string | null; voter: string; tier: VoterTier };

/** What a batch did: counted (some or all of its clicks), or refused because `cap` is used up. */
export type BatchOutcome =
  | { kind: "counted"; accepted: number; duplicate: boolean; tier: VoterTier; weight: number; token: ClickerTally; you: ClickerYou }
  | { kind: "capped"; cap: keyof typeof CLICKER_CAPS };

type TallyRow = { token: string; clicks: number; weighted: number; organic: number; voters: number };

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS batches (session TEXT NOT NULL, batch_id TEXT NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (session, batch_id)) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS sessions (session TEXT PRIMARY KEY, clicks INTEGER NOT NULL) WITHOUT ROWID",
  "CREATE INDEX IF NOT EXISTS sessions_by_clicks ON sessions (clicks)",
  "CREATE TABLE IF NOT EXISTS ips (ip TEXT PRIMARY KEY, clicks INTEGER NOT NULL) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS wallet_voters (voter TEXT PRIMARY KEY, clicks INTEGER NOT NULL) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS token_voters (token TEXT NOT NULL, voter TEXT NOT NULL, clicks INTEGER NOT NULL, weighted INTEGER NOT NULL, weight INTEGER NOT NULL, PRIMARY KEY (token, voter)) WITHOUT ROWID",
  "CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, clicks INTEGER NOT NULL, weighted INTEGER NOT NULL, organic INTEGER NOT NULL, voters INTEGER NOT NULL) WITHOUT ROWID",
  "CREATE INDEX IF NOT EXISTS tokens_by_votes ON tokens (weighted DESC, clicks DESC, token)",
];

/** How many of a voter's `clicks` on a token are organic when it had `before` already: its first CLICKER_ORGANIC_CLICKS. */
const organicClicks = (before: number, clicks: number) => Math.min(clicks, Math.max(0, CLICKER_ORGANIC_CLICKS - before));

export const tallyOf = (row: TallyRow): ClickerTally => ({
  tokenAddress: row.token,
  clicks: row.clicks,
  weightedVotes: row.weighted,
  organicVotes: row.organic,
  organicShare: row.weighted === 0 ? 0 : row.organic / row.weighted,
  voters: row.voters,
});

const NO_TALLY = (token: string): TallyRow => ({ token, clicks: 0, weighted: 0, organic: 0, voters: 0 });

/** A round's counts in its Durable Object's SQLite: every read and write is synchronous, so one batch is one transaction. */
export class RoundLedger {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly sql = storage.sql,
  ) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  private clicksOf(table: "sessions" | "ips" | "wallet_voters", column: string, key: string): number {
    return this.sql.exec<{ clicks: number }>(`SELECT clicks FROM ${table} WHERE ${column} = ?`, key).toArray()[0]?.clicks ?? 0;
  }

  private add(table: "sessions" | "ips" | "wallet_voters", column: string, key: string, clicks: number) {
    this.sql.exec(`INSERT INTO ${table} (${column}, clicks) VALUES (?1, ?2) ON CONFLICT DO UPDATE SET clicks = clicks + ?2`, key, clicks);
  }

  /**
   * Counts a batch once: a batch id the session already sent answers its stored outcome; otherwise as many of its
   * clicks as every cap still allows, stored with the outcome in the same transaction.
   */
  record(voter: Voter, batchId: string, token: string, clicks: number): BatchOutcome {
    return this.storage.transactionSync(() => {
      const seen = this.sql.exec<{ outcome: string }>("SELECT outcome FROM batches WHERE session = ? AND batch_id = ?", voter.session, batchId).toArray()[0];
      if (seen !== undefined) return { ...(JSON.parse(seen.outcome) as BatchOutcome & { kind: "counted" }), duplicate: true };
      const room = {
        session: CLICKER_CAPS.session - this.clicksOf("sessions", "session", voter.session),
        ip: CLICKER_CAPS.ip - this.clicksOf("ips", "ip", voter.ip),
        wallet: voter.wallet === null ? Number.POSITIVE_INFINITY : CLICKER_CAPS.wallet - this.clicksOf("wallet_voters", "voter", voter.voter),
      };
      const tightest = (Object.keys(room) as (keyof typeof room)[]).sort((a, b) => room[a] - room[b])[0]!;
      const accepted = Math.min(clicks, room[tightest]);
      if (accepted <= 0) return { kind: "capped", cap: tightest };
      this.add("sessions", "session", voter.session, accepted);
      this.add("ips", "ip", voter.ip, accepted);
      if (voter.wallet !== null) this.add("wallet_voters", "voter", voter.voter, accepted);
      const weight = CLICKER_WEIGHTS[voter.tier];
      const tally = this.count(token, voter.voter, accepted, weight);
      const outcome: BatchOutcome = {
        kind: "counted",
        accepted,
        duplicate: false,
        tier: voter.tier,
        weight,
        token: tallyOf(tally),
        you: this.you(voter.session),
      };
      this.sql.exec("INSERT INTO batches (session, batch_id, outcome) VALUES (?, ?, ?)", voter.session, batchId, JSON.stringify(outcome));
      return outcome;
    });
  }

  /**
   * Adds a voter's accepted clicks to the token: its weighted votes, and as organic those of its first
   * CLICKER_ORGANIC_CLICKS clicks on the token, each at the weight it was given (a wallet that trades meanwhile
   * weighs more from then on, but does not get more organic clicks).
   */
  private count(token: string, voter: string, clicks: number, weight: number): TallyRow {
    const before = this.sql.exec<{ clicks: number }>("SELECT clicks FROM token_voters WHERE token = ? AND voter = ?", token, voter).toArray()[0];
    this.sql.exec(
      "INSERT INTO token_voters (token, voter, clicks, weighted, weight) VALUES (?1, ?2, ?3, ?3 * ?4, ?4) " +
        "ON CONFLICT DO UPDATE SET clicks = clicks + ?3, weighted = weighted + ?3 * ?4, weight = MAX(weight, ?4)",
      token,
      voter,
      clicks,
      weight,
    );
    const organic = organicClicks(before?.clicks ?? 0, clicks) * weight;
    return this.sql
      .exec<TallyRow>(
        "INSERT INTO tokens (token, clicks, weighted, organic, voters) VALUES (?1, ?2, ?3, ?4, ?5) " +
          "ON CONFLICT DO UPDATE SET clicks = clicks + ?2, weighted = weighted + ?3, organic = organic + ?4, voters = voters + ?5 RETURNING *",
        token,
        clicks,
        clicks * weight,
        organic,
        before === undefined ? 1 : 0,
      )
      .one();
  }

  /** A session's clicks this round and its place among every session (ties share a place). */
  you(session: string): ClickerYou {
    const clicks = this.clicksOf("sessions", "session", session);
    if (clicks === 0) return { clicks: 0, rank: null };
    const ahead = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sessions WHERE clicks > ?", clicks).one().n;
    return { clicks, rank: ahead + 1 };
  }

  /** The round's leaders by weighted votes (then clicks), from place `offset + 1`; every token when `limit` is omitted. */
  leaders(limit = -1, offset = 0): ClickerTally[] {
    return this.sql.exec<TallyRow>("SELECT * FROM tokens ORDER BY weighted DESC, clicks DESC, token LIMIT ? OFFSET ?", limit, offset).toArray().map(tallyOf);
  }

  /** The round's clicks and weighted votes over every token. */
  totals(): { clicks: number; weighted: number } {
    return this.sql
      .exec<{ clicks: number; weighted: number }>("SELECT COALESCE(SUM(clicks), 0) AS clicks, COALESCE(SUM(weighted), 0) AS weighted FROM tokens")
      .one();
  }

  /** The tallies of `tokens`, zero for a token nobody clicked. */
  tallies(tokens: string[]): ClickerTally[] {
    const rows = new Map(
      this.sql
        .exec<TallyRow>("SELECT * FROM tokens WHERE token IN (SELECT value FROM json_each(?))", JSON.stringify(tokens))
        .toArray()
        .map((row) => [row.token, row]),
    );
    return tokens.map((token) => tallyOf(rows.get(token) ?? NO_TALLY(token)));
  }
}
