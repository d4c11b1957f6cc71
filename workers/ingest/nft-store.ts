import { insertRows } from "../db/json-rows";
import type { NftRows } from "../db/nft-rows";

const TRANSFER_COLUMNS = [
  "collection",
  "block_number",
  "log_index",
  "batch_index",
  "token_id",
  "block_timestamp",
  "transaction_hash",
  "from_address",
  "to_address",
  "amount",
] as const;
const MARKET_COLUMNS = [
  "market",
  "block_number",
  "log_index",
  "block_timestamp",
  "transaction_hash",
  "kind",
  "order_id",
  "collection",
  "token_id",
  "seller",
  "buyer",
  "amount",
  "price_wei",
  "price",
  "currency",
  "royalty",
] as const;

/** The range's NFT rows, for its batch: a collection or token already known keeps its first row (and what the metadata step found). */
export function nftRangeStatements(db: D1Database, rows: NftRows): D1PreparedStatement[] {
  return [
    ...insertRows(db, "nft_collections", ["address", "standard", "block_number", "block_timestamp"], rows.collections),
    ...insertRows(db, "nft_tokens", ["collection", "token_id", "block_number"], rows.tokens),
    ...insertRows(db, "nft_transfers", TRANSFER_COLUMNS, rows.transfers),
    ...insertRows(db, "nft_market_events", MARKET_COLUMNS, rows.market),
    ...markCollectionsDirty(
      db,
      [...rows.transfers, ...rows.market].map((row) => row.collection),
    ),
  ];
}

/** Has the stats step rebuild these collections' holdings and snapshot (workers/ingest/nft-stats.ts). */
export function markCollectionsDirty(db: D1Database, collections: readonly string[]): D1PreparedStatement[] {
  const distinct = [...new Set(collections)];
  if (distinct.length === 0) return [];
  return [db.prepare("UPDATE nft_collection_stats SET dirty = 1 WHERE address IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(distinct))];
}

/**
 * Deletes what blocks `fork`… produced: a collection or token first seen there is met again, and read again, if the
 * new chain has it. Every collection's holdings and snapshot are rebuilt by the next stats step.
 */
export function nftRollbackStatements(db: D1Database, fork: number): D1PreparedStatement[] {
  return [
    ...["nft_transfers", "nft_market_events", "nft_tokens", "nft_collections", "nft_fundings"].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE block_number >= ?1`).bind(fork),
    ),
    db.prepare("UPDATE nft_collection_stats SET dirty = 1"),
  ];
}
