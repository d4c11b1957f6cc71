import { HYPE_USD_SQL } from "../db/chain-sql";

/** HYPE's latest indexed price in USD, null before the first. */
export async function latestHypeUsd(db: D1Database): Promise<number | null> {
  const row = await db.prepare(`SELECT ${HYPE_USD_SQL} AS price`).first<{ price: number | null }>();
  return row?.price ?? null;
}
