import type { StoredSwap } from "../stores/swaps";
import { type PairMeta, pairMetaStatement } from "./pair-meta";

export type ScanTokenRow = { address: string; symbol: string; name: string; market_address: string; launch?: number };

/** What the index knows of an address: the token it is, the market it is, and whether it traded or held a token. */
export type ScanRecords = { token: ScanTokenRow | null; pair: PairMeta | null; seenAsWallet: boolean };

/** The index's records of `address` (lowercase), in one D1 batch. */
export async function scanRecords(db: D1Database, address: string): Promise<ScanRecords> {
  const [token, pair, wallet] = await db.batch([
    db
      .prepare(`SELECT address, symbol, name, COALESCE(pair_created, address) AS market_address, token_type = 'launchpad' AS launch
        FROM tokens WHERE address = ?1`)
      .bind(address),
    pairMetaStatement(db, address),
    db
      .prepare("SELECT EXISTS (SELECT 1 FROM traders WHERE address = ?1) OR EXISTS (SELECT 1 FROM holder_balances WHERE holder_address = ?1) AS seen")
      .bind(address),
  ]);
  return {
    token: (token!.results[0] as ScanTokenRow | undefined) ?? null,
    pair: (pair!.results[0] as PairMeta | undefined) ?? null,
    seenAsWallet: (wallet!.results[0] as { seen: number }).seen === 1,
  };
}

/**
 * The indexed swaps of one transaction, in log order: D1 has no index by hash, so the receipt's block and the markets
 * that logged in it find them by the swaps' key.
 */
export async function transactionSwaps(db: D1Database, hash: string, block: number, emitters: string[]): Promise<StoredSwap[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM swaps WHERE pair_address IN (SELECT value FROM json_each(?1)) AND block_number = ?2 AND transaction_hash = ?3
        ORDER BY log_index`,
    )
    .bind(JSON.stringify(emitters), block, hash)
    .all<StoredSwap>();
  return results;
}
