import { displaysToken0 } from "../../shared/pair-sides";
import type { PairMetadata, Protocol } from "../../shared/schemas/chart";
import { displaysToken0Sql } from "../db/chain-sql";
import { ApiError } from "../http/errors";

/** A pair with both tokens, as the read API and the live feed need it. */
export type PairMeta = {
  address: string;
  protocol: Protocol;
  token0_address: string;
  token1_address: string;
  creation_block: number;
  creation_timestamp: number;
  creator_address: string | null;
  t0_symbol: string;
  t1_symbol: string;
  t0_name: string;
  t1_name: string;
  t0_decimals: number;
  t1_decimals: number;
  t0_circulating: string | null;
  t1_circulating: string | null;
};

/**
 * A pair `p` with its tokens `t0` and `t1`, and any further columns over them. A launch's creator is the
 * creator on every market of its token (a bonded token's V2 pair included); other markets name whoever
 * created the pair or pool.
 */
export function pairMetaSelect(moreColumns = ""): string {
  return `
SELECT p.address, p.protocol, p.token0_address, p.token1_address, p.creation_block, p.creation_timestamp,
  COALESCE(CASE WHEN ${displaysToken0Sql("p")} THEN t0.creator_address ELSE t1.creator_address END, p.creator_address) AS creator_address,
  t0.symbol AS t0_symbol, t1.symbol AS t1_symbol, t0.name AS t0_name, t1.name AS t1_name,
  t0.decimals AS t0_decimals, t1.decimals AS t1_decimals,
  t0.circulating_supply AS t0_circulating, t1.circulating_supply AS t1_circulating ${moreColumns === "" ? "" : `, ${moreColumns}`}
FROM pairs p JOIN tokens t0 ON t0.address = p.token0_address JOIN tokens t1 ON t1.address = p.token1_address`;
}

const PAIR_META_SELECT = pairMetaSelect();

/** The pair's metadata as a statement, to batch with the reads that need it. */
export function pairMetaStatement(db: D1Database, address: string): D1PreparedStatement {
  return db.prepare(`${PAIR_META_SELECT} WHERE p.address = ?1`).bind(address.toLowerCase());
}

export function pairMeta(db: D1Database, address: string): Promise<PairMeta | null> {
  return pairMetaStatement(db, address).first<PairMeta>();
}

/** The indexed pair, or a 404 in the shared error shape. */
export async function requirePair(db: D1Database, address: string): Promise<PairMeta> {
  const pair = await pairMeta(db, address);
  if (pair === null) throw new ApiError(404, `Pair ${address} not found`);
  return pair;
}

export async function pairMetas(db: D1Database, addresses: string[]): Promise<Map<string, PairMeta>> {
  const { results } = await db
    .prepare(`${PAIR_META_SELECT} WHERE p.address IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(addresses))
    .all<PairMeta>();
  return new Map(results.map((row) => [row.address, row]));
}

/** The displayed token's circulating supply (whole tokens), for market caps. */
export function displayedCirculating(pair: PairMeta): number | null {
  const supply = displaysToken0(pair.token0_address, pair.token1_address) ? pair.t0_circulating : pair.t1_circulating;
  return supply === null ? null : Number(supply);
}

export function chartMetadata(pair: PairMeta): PairMetadata {
  return {
    token0: { address: pair.token0_address, symbol: pair.t0_symbol, decimals: pair.t0_decimals, circulatingSupply: pair.t0_circulating },
    token1: { address: pair.token1_address, symbol: pair.t1_symbol, decimals: pair.t1_decimals, circulatingSupply: pair.t1_circulating },
    protocol: pair.protocol,
    pairAddress: pair.address,
  };
}
