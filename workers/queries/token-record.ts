import type { Token } from "../../shared/schemas/token";
import type { TokenRow } from "../db/rows";

/** A tokens row as D1 answers it: the ingested columns and the milestones and stamps set later. */
export type TokenRecord = Omit<TokenRow, "block_number"> & {
  bonded_at: number | null;
  pair_created: string | null;
  created_at: string;
  updated_at: string;
};

export function tokenOfRecord(row: TokenRecord, chainId: number): Token {
  return {
    address: row.address,
    chainId,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    totalSupply: row.total_supply,
    circulatingSupply: row.circulating_supply,
    tokenType: row.token_type,
    creatorAddress: row.creator_address,
    creationBlock: row.creation_block,
    creationTimestamp: row.creation_timestamp,
    projectId: null,
    bondedAt: row.bonded_at === null ? null : new Date(row.bonded_at * 1000).toISOString(),
    pairCreated: row.pair_created,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
