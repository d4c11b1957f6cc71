import type { NftFunding, NftMarketRow } from "../db/nft-rows";

export type NftCollectionRecord = { address: string; name: string | null; symbol: string | null; standard: "erc721" | "erc1155"; image: string | null };
export type NftHolding = { collection: string; token_id: string; holder: string; held: number };
export type NftTokenRecord = { token_id: string; name: string | null; image: string | null; attributes: string | null };
export type NftTransferRecord = {
  token_id: string;
  from_address: string;
  to_address: string;
  block_timestamp: number;
  transaction_hash: string;
  block_number: number;
  log_index: number;
};

const IS_COLLECTION = "c.checked = 1 AND c.standard IN ('erc721', 'erc1155')";
const RECORD_COLUMNS = `c.address, c.name, c.symbol, c.standard,
  (SELECT image FROM nft_tokens t WHERE t.collection = c.address AND t.image IS NOT NULL ORDER BY CAST(t.token_id AS INTEGER) LIMIT 1) AS image`;

/**
 * What the stats step computes one collection's snapshot from: the collection, its holdings (nft_holdings, rebuilt
 * just before), its market events, the fundings between the wallets that sold it (WHYPE the funding step found, and
 * HYPE between the users' wallets) and its latest `transfers` transfers. Null when it is not an ERC-721 or ERC-1155.
 */
export async function nftCollectionData(db: D1Database, address: string, transfers: number) {
  const sellers = "SELECT seller FROM nft_market_events WHERE collection = ?1 AND kind IN ('sale', 'offer-sale')";
  const [collections, holdings, events, fundings, moves] = await db.batch([
    db.prepare(`SELECT ${RECORD_COLUMNS} FROM nft_collections c WHERE ${IS_COLLECTION} AND c.address = ?1`).bind(address),
    db.prepare("SELECT collection, token_id, holder, held FROM nft_holdings WHERE collection = ?1").bind(address),
    db.prepare("SELECT * FROM nft_market_events WHERE collection = ?1 ORDER BY block_number, log_index").bind(address),
    db
      .prepare(
        `SELECT seller, buyer, block_number, log_index FROM nft_fundings WHERE seller IN (${sellers})
         UNION ALL SELECT from_address, to_address, block_number, position FROM wallet_transfers
         WHERE token_address IS NULL AND succeeded = 1 AND wallet_address = to_address AND from_address IN (${sellers})`,
      )
      .bind(address),
    db
      .prepare(
        `SELECT token_id, from_address, to_address, block_timestamp, transaction_hash, block_number, log_index FROM nft_transfers
         WHERE collection = ?1 ORDER BY block_number DESC, log_index DESC LIMIT ?2`,
      )
      .bind(address, transfers),
  ]);
  const collection = (collections!.results as NftCollectionRecord[])[0];
  if (collection === undefined) return null;
  return {
    collection,
    holdings: holdings!.results as NftHolding[],
    events: events!.results as NftMarketRow[],
    fundings: fundings!.results as NftFunding[],
    transfers: moves!.results as NftTransferRecord[],
  };
}

export type NftCollectionData = NonNullable<Awaited<ReturnType<typeof nftCollectionData>>>;

/** The collections with a snapshot (one when `only` is given), each with its stored snapshot's JSON text. */
export async function nftStoredCollections(db: D1Database, only?: string): Promise<{ address: string; snapshot: string }[]> {
  const filter = only === undefined ? "" : "AND c.address = ?1";
  const statement = db.prepare(
    `SELECT c.address, s.snapshot FROM nft_collections c JOIN nft_collection_stats s ON s.address = c.address WHERE ${IS_COLLECTION} ${filter}`,
  );
  const { results } = await (only === undefined ? statement : statement.bind(only)).all<{ address: string; snapshot: string }>();
  return results;
}

/** A collection's tokens with their metadata and current holdings: what its item grid is drawn from. */
export async function nftCollectionTokens(db: D1Database, collection: string) {
  const [tokens, holdings] = await db.batch([
    db.prepare("SELECT token_id, name, image, attributes FROM nft_tokens WHERE collection = ?1 ORDER BY CAST(token_id AS INTEGER)").bind(collection),
    db.prepare("SELECT collection, token_id, holder, held FROM nft_holdings WHERE collection = ?1").bind(collection),
  ]);
  return { tokens: tokens!.results as NftTokenRecord[], holdings: holdings!.results as NftHolding[] };
}
