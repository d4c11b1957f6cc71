import type { Protocol } from "../../shared/schemas/chart";
import type { TokenRecord } from "./token-record";

export type TokenMarket = { address: string; protocol: Protocol; token0_address: string; token1_address: string; fee: number | null };

/** A token as the indexer knows it (null if it never met it) and every market it trades on: its curve, pairs and pools. */
export async function tokenAndMarkets(db: D1Database, token: string): Promise<{ token: TokenRecord | null; markets: TokenMarket[] }> {
  const [record, markets] = await db.batch([
    db.prepare("SELECT * FROM tokens WHERE address = ?1").bind(token),
    db.prepare("SELECT address, protocol, token0_address, token1_address, fee FROM pairs WHERE token0_address = ?1 OR token1_address = ?1").bind(token),
  ]);
  return { token: (record!.results[0] as TokenRecord | undefined) ?? null, markets: markets!.results as TokenMarket[] };
}
