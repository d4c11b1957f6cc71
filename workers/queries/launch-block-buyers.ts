import { pairIdOf, traderAddressOf } from "../db/ids";
import { type ArchivedGroup, OWNER_KINDS, readArchivedSwaps } from "../retention/swap-archive";

/**
 * The traders who bought a launchpad token on its curve in the block it was created in (a bundle's buyers): from D1's
 * swaps, or, once retention moved that block's swaps to R2 (a block's swaps move together), from the curve's archive
 * group that holds the block.
 */
export async function launchBlockBuyers(db: D1Database, archive: R2Bucket, token: string): Promise<string[]> {
  const creationBlock = "(SELECT creation_block FROM tokens WHERE address = ?1)";
  const [stored, archived] = await db.batch([
    db
      .prepare(
        `SELECT DISTINCT ${traderAddressOf("s")} AS trader FROM swap_rows s
         WHERE s.pair_id = ${pairIdOf("?1")} AND s.is_buy = 1 AND s.block_number = ${creationBlock}`,
      )
      .bind(token),
    db
      .prepare(
        `SELECT g.*, ${creationBlock} AS creation_block FROM archived_swap_groups g
         WHERE g.owner_kind = ${OWNER_KINDS.pair} AND g.owner_id = ${pairIdOf("?1")} AND ${creationBlock} BETWEEN g.run_first_block AND g.run_last_block`,
      )
      .bind(token),
  ]);
  const buyers = (stored!.results as { trader: string }[]).map((row) => row.trader);
  const groups = archived!.results as (ArchivedGroup & { creation_block: number })[];
  if (buyers.length > 0 || groups.length === 0) return buyers;
  const block = groups[0]!.creation_block;
  const swaps = await readArchivedSwaps(archive, groups, (swap) => swap.block_number === block && swap.is_buy === 1);
  return [...new Set(swaps.map((swap) => swap.trader_address))];
}
