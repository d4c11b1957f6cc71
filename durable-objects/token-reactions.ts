import { DurableObject } from "cloudflare:workers";
import type { Reaction, ReactionCounts, ReactionFlags } from "../shared/schemas/reactions";
import { REACTIONS } from "../shared/schemas/reactions";

/**
 * One instance per token the index knows. Each (session, reaction) is a row (the session's
 * random id, once the route has checked the server's signature), so a session adds a reaction at
 * most once and removes only its own; counts are derived from the rows and can never go below
 * zero or drift. A Durable Object runs one request at a time against synchronous SQLite, so
 * concurrent toggles cannot double-count.
 */
export class TokenReactions extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS session_reactions (" +
        "reaction TEXT NOT NULL, session_id TEXT NOT NULL, PRIMARY KEY (reaction, session_id)" +
        ") WITHOUT ROWID",
    );
  }

  counts(): ReactionCounts {
    const counts: ReactionCounts = { rocket: 0, fire: 0, poop: 0, flag: 0 };
    const rows = this.sql.exec<{ reaction: Reaction; n: number }>("SELECT reaction, COUNT(*) AS n FROM session_reactions GROUP BY reaction");
    for (const row of rows) counts[row.reaction] = row.n;
    return counts;
  }

  add(sessionId: string, reaction: Reaction): ReactionCounts {
    this.sql.exec("INSERT OR IGNORE INTO session_reactions (reaction, session_id) VALUES (?, ?)", reaction, sessionId);
    return this.counts();
  }

  remove(sessionId: string, reaction: Reaction): ReactionCounts {
    this.sql.exec("DELETE FROM session_reactions WHERE reaction = ? AND session_id = ?", reaction, sessionId);
    return this.counts();
  }

  sessionFlags(sessionId: string): ReactionFlags {
    const given = new Set(
      this.sql
        .exec<{ reaction: Reaction }>("SELECT reaction FROM session_reactions WHERE session_id = ?", sessionId)
        .toArray()
        .map((row) => row.reaction),
    );
    return Object.fromEntries(REACTIONS.map((reaction) => [reaction, given.has(reaction)]));
  }
}
