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

const ZERO = "0x0000000000000000000000000000000000000000";

/**
 * What the NFT tool computes from, for the collections that are ERC-721 or ERC-1155 (one when `only` is given):
 * the collections, every current holding, the market's events of them and the fundings between wallets (WHYPE the
 * funding step found, and HYPE between the users' wallets).
 */
export async function nftCollectionsData(db: D1Database, only?: string) {
  const filter = only === undefined ? "" : "AND c.address = ?1";
  const bind = (statement: D1PreparedStatement) => (only === undefined ? statement : statement.bind(only));
  const [collections, holdings, events, fundings] = await db.batch([
    bind(
      db.prepare(
        `SELECT c.address, c.name, c.symbol, c.standard,
           (SELECT image FROM nft_tokens t WHERE t.collection = c.address AND t.image IS NOT NULL ORDER BY CAST(t.token_id AS INTEGER) LIMIT 1) AS image
         FROM nft_collections c WHERE c.checked = 1 AND c.standard IN ('erc721', 'erc1155') ${filter}`,
      ),
    ),
    bind(
      db.prepare(
        `WITH moves AS (
           SELECT collection, token_id, to_address AS holder, CAST(amount AS INTEGER) AS n FROM nft_transfers
           UNION ALL SELECT collection, token_id, from_address, -CAST(amount AS INTEGER) FROM nft_transfers)
         SELECT m.collection, m.token_id, m.holder, SUM(m.n) AS held FROM moves m JOIN nft_collections c ON c.address = m.collection
         WHERE c.checked = 1 AND c.standard IN ('erc721', 'erc1155') AND m.holder != '${ZERO}' ${filter}
         GROUP BY m.collection, m.token_id, m.holder HAVING held > 0`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT e.* FROM nft_market_events e JOIN nft_collections c ON c.address = e.collection
         WHERE c.checked = 1 AND c.standard IN ('erc721', 'erc1155') ${filter} ORDER BY e.block_number, e.log_index`,
      ),
    ),
    db.prepare(
      `SELECT seller, buyer, block_number, log_index FROM nft_fundings
       UNION ALL SELECT from_address, to_address, block_number, position FROM wallet_transfers
       WHERE token_address IS NULL AND succeeded = 1 AND wallet_address = to_address`,
    ),
  ]);
  return {
    collections: collections!.results as NftCollectionRecord[],
    holdings: holdings!.results as NftHolding[],
    events: events!.results as NftMarketRow[],
    fundings: fundings!.results as NftFunding[],
  };
}

export type NftCollectionsData = Awaited<ReturnType<typeof nftCollectionsData>>;

/** A collection's tokens with their metadata, and its latest transfers (mints and moves outside the market). */
export async function nftCollectionItems(db: D1Database, collection: string, transfers: number) {
  const [tokens, moves] = await db.batch([
    db.prepare("SELECT token_id, name, image, attributes FROM nft_tokens WHERE collection = ?1 ORDER BY CAST(token_id AS INTEGER)").bind(collection),
    db
      .prepare(
        `SELECT token_id, from_address, to_address, block_timestamp, transaction_hash, block_number, log_index FROM nft_transfers
         WHERE collection = ?1 ORDER BY block_number DESC, log_index DESC LIMIT ?2`,
      )
      .bind(collection, transfers),
  ]);
  return { tokens: tokens!.results as NftTokenRecord[], transfers: moves!.results as NftTransferRecord[] };
}
