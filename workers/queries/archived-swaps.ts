import { type ArchivedGroup, OWNER_KINDS } from "../retention/swap-archive";

/** Where a pair's or a trader's archived swaps are, newest first (migrations/0012_swap_archive.sql). */
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
