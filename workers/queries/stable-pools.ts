import type { Protocol } from "../../shared/schemas/chart";

export type StablePool = { address: string; protocol: Protocol; token0_address: string; token1_address: string; fee: number | null };

/** The pairs and pools whose two sides are both among `stablecoins` (lower-case addresses). */
export async function stablePools(db: D1Database, stablecoins: string[]): Promise<StablePool[]> {
  const { results } = await db
    .prepare(
      `SELECT address, protocol, token0_address, token1_address, fee FROM pairs
       WHERE token0_address IN (SELECT value FROM json_each(?1)) AND token1_address IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(stablecoins))
    .all<StablePool>();
  return results;
}
