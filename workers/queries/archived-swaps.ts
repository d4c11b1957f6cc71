import { pairIdOf, traderIdOf } from "../db/ids";
import { type ArchivedGroup, OWNER_KINDS, readArchivedSwaps } from "../retention/swap-archive";

/** Where a pair's or a trader's archived swaps are, newest first (migrations/0013_swap_archive.sql). */
export async function archivedGroups(db: D1Database, kind: keyof typeof OWNER_KINDS, address: string): Promise<ArchivedGroup[]> {
  const owners = kind === "pair" ? "pairs" : "traders";
  const { results } = await db
    .prepare(
      `SELECT * FROM archived_swap_groups WHERE owner_kind = ?1 AND owner_id = (SELECT id FROM ${owners} WHERE address = ?2)
       ORDER BY last_block DESC`,
    )
    .bind(OWNER_KINDS[kind], address)
    .all<ArchivedGroup>();
  return results;
}

/**
 * Two statements for a caller's batch that count `trader`'s archived swaps on `pair`: the sum of what its groups'
 * counts say (migrations/0015_archived_pair_swaps.sql), and its groups archived before counts were kept.
 */
export function traderSwapsOnPairStatements(db: D1Database, pair: string, trader: string): [D1PreparedStatement, D1PreparedStatement] {
  const groups = `FROM archived_swap_groups WHERE owner_kind = ${OWNER_KINDS.trader} AND owner_id = ${traderIdOf("?2")}`;
  return [
    db.prepare(`SELECT coalesce(SUM(pair_swaps ->> CAST(${pairIdOf("?1")} AS TEXT)), 0) AS n ${groups} AND pair_swaps IS NOT NULL`).bind(pair, trader),
    db.prepare(`SELECT * ${groups} AND pair_swaps IS NULL ORDER BY last_block DESC`).bind(pair, trader),
  ];
}

/** The count from those statements' results: the groups' counts, plus the uncounted groups' swaps on `pair` read from R2. */
export async function traderSwapsOnPair(archive: R2Bucket, pair: string, [counted, uncounted]: D1Result[]): Promise<number> {
  const groups = uncounted!.results as ArchivedGroup[];
  const older = groups.length === 0 ? [] : await readArchivedSwaps(archive, groups, (swap) => swap.pair_address === pair);
  return (counted!.results[0] as { n: number }).n + older.length;
}
