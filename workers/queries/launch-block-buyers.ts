import { pairIdOf, traderAddressOf } from "../db/ids";

/** The traders who bought a launchpad token on its curve in the block it was created in (a bundle's buyers). */
export async function launchBlockBuyers(db: D1Database, token: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT ${traderAddressOf("s")} AS trader FROM swap_rows s
       WHERE s.pair_id = ${pairIdOf("?1")} AND s.is_buy = 1 AND s.block_number = (SELECT creation_block FROM tokens WHERE address = ?1)`,
    )
    .bind(token)
    .all<{ trader: string }>();
  return results.map((row) => row.trader);
}
