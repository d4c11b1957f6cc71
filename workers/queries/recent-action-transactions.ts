import { NEWEST_SWAPS_SQL } from "../stores/swap-sql";

/** Transactions of each kind the gas tracker prices, newest first. */
export type RecentActionTransactions = {
  "launchpad-create": string[];
  "curve-buy": string[];
  "curve-sell": string[];
  "v2-swap": string[];
  "v3-swap": string[];
};

/**
 * The `limit` newest transactions of each kind: launches (the curve's creation transaction), curve buys and sells,
 * and HyperSwap V2 and V3 swaps (a router's multi-hop counts once, in the market of its first swap).
 */
export async function recentActionTransactions(db: D1Database, limit: number): Promise<RecentActionTransactions> {
  const [launches, swaps] = await db.batch([
    db.prepare("SELECT creation_transaction AS hash FROM pairs WHERE protocol = 'liquidlaunch' ORDER BY creation_block DESC LIMIT ?1").bind(limit),
    db
      .prepare(
        `SELECT kind, hash FROM (
           SELECT CASE p.protocol WHEN 'liquidlaunch' THEN IIF(s.is_buy = 1, 'curve-buy', 'curve-sell')
                    WHEN 'hyperswap-v2' THEN 'v2-swap' ELSE 'v3-swap' END AS kind,
                  s.transaction_hash AS hash,
                  ROW_NUMBER() OVER (PARTITION BY p.protocol, IIF(p.protocol = 'liquidlaunch', s.is_buy, 0) ORDER BY s.block_number DESC, s.log_index DESC) AS rank
           FROM ${NEWEST_SWAPS_SQL}
         ) WHERE rank <= ?1`,
      )
      .bind(limit),
  ]);
  const found: RecentActionTransactions = {
    "launchpad-create": (launches!.results as { hash: string }[]).map((row) => row.hash),
    "curve-buy": [],
    "curve-sell": [],
    "v2-swap": [],
    "v3-swap": [],
  };
  for (const row of swaps!.results as { kind: Exclude<keyof RecentActionTransactions, "launchpad-create">; hash: string }[]) found[row.kind].push(row.hash);
  return found;
}
