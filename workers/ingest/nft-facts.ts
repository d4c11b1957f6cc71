import { type Address, formatEther, type Hash, pad } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { ChainReader } from "../chain/chain-reader";
import { ERC721_INTERFACE, ERC1155_INTERFACE } from "../chain/nft-abis";
import type { NftReader } from "../chain/nft-reader";
import { inlineMetadata } from "../nft/metadata";
import { TRANSFER_TOPIC } from "./decode/nft-transfers";
import { refreshNftStats } from "./nft-stats";
import { markCollectionsDirty } from "./nft-store";

const COLLECTIONS_PER_STEP = 10;
const TOKENS_PER_STEP = 60;
const SALES_PER_STEP = 20;
/** How far before a sale the funding step looks for WHYPE from its seller to its buyer (a week of one-second blocks). */
export const FUNDING_LOOKBACK_BLOCKS = 7 * 86_400;

/**
 * What the range's logs do not carry, read after it and off its path: each new collection's
 * supportsInterface, name and symbol; each new token's metadata (tokenURI or uri); and, for each sale,
 * the WHYPE its seller sent its buyer before it (a wash-trade sign). A little of each per call; then the
 * collections these or the ranges changed are summed up again (workers/ingest/nft-stats.ts).
 */
export async function readNftFacts(db: D1Database, reader: ChainReader, nft: NftReader, now = Math.floor(Date.now() / 1000)): Promise<void> {
  await checkCollections(db, nft);
  await Promise.all([readTokenMetadata(db, nft), checkFundings(db, reader)]);
  await refreshNftStats(db, now);
}

async function checkCollections(db: D1Database, nft: NftReader): Promise<void> {
  const { results } = await db.prepare("SELECT address FROM nft_collections WHERE checked = 0 LIMIT ?1").bind(COLLECTIONS_PER_STEP).all<{ address: string }>();
  const updates = await Promise.all(
    results.map(async ({ address }) => {
      const [is721, is1155, name, symbol] = await Promise.all([
        nft.read<boolean>(address, "supportsInterface", [ERC721_INTERFACE]),
        nft.read<boolean>(address, "supportsInterface", [ERC1155_INTERFACE]),
        nft.read<string>(address, "name"),
        nft.read<string>(address, "symbol"),
      ]);
      const standard = is721 === true ? "erc721" : is1155 === true ? "erc1155" : "none";
      return db
        .prepare("UPDATE nft_collections SET checked = 1, standard = ?2, name = ?3, symbol = ?4 WHERE address = ?1")
        .bind(address, standard, name?.slice(0, 100) ?? null, symbol?.slice(0, 30) ?? null);
    }),
  );
  if (updates.length > 0) await db.batch(updates);
}

async function readTokenMetadata(db: D1Database, nft: NftReader): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT t.collection, t.token_id, c.standard FROM nft_tokens t JOIN nft_collections c ON c.address = t.collection
       WHERE t.metadata_state = 'pending' AND c.checked = 1 ORDER BY t.block_number LIMIT ?1`,
    )
    .bind(TOKENS_PER_STEP)
    .all<{ collection: string; token_id: string; standard: string }>();
  const updates = await Promise.all(
    results.map(async (token) => {
      const id = BigInt(token.token_id);
      const uri =
        token.standard === "erc721"
          ? await nft.read<string>(token.collection, "tokenURI", [id])
          : token.standard === "erc1155"
            ? // ERC-1155 clients replace {id} with the id as 64 hex digits.
              (await nft.read<string>(token.collection, "uri", [id]))?.replaceAll("{id}", id.toString(16).padStart(64, "0"))
            : null;
      const metadata = uri ? inlineMetadata(uri) : null;
      return db
        .prepare("UPDATE nft_tokens SET metadata_state = ?3, name = ?4, image = ?5, attributes = ?6 WHERE collection = ?1 AND token_id = ?2")
        .bind(
          token.collection,
          token.token_id,
          metadata ? "ok" : "missing",
          metadata?.name ?? null,
          metadata?.image ?? null,
          JSON.stringify(metadata?.attributes ?? []),
        );
    }),
  );
  // The collection's image in its summary is its first token's.
  if (updates.length > 0)
    await db.batch([
      ...updates,
      ...markCollectionsDirty(
        db,
        results.map((token) => token.collection),
      ),
    ]);
}

async function checkFundings(db: D1Database, reader: ChainReader): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT market, block_number, log_index, collection, seller, buyer FROM nft_market_events WHERE funding_checked = 0 AND kind IN ('sale', 'offer-sale') LIMIT ?1",
    )
    .bind(SALES_PER_STEP)
    .all<{ market: string; block_number: number; log_index: number; collection: string; seller: string; buyer: string }>();
  const statements = await Promise.all(
    results.map(async (sale) => {
      const logs =
        sale.seller === sale.buyer
          ? []
          : await reader.logs(Math.max(0, sale.block_number - FUNDING_LOOKBACK_BLOCKS), sale.block_number, {
              address: [WHYPE_ADDRESS as Address],
              topics: [TRANSFER_TOPIC as Hash],
              topic1: [pad(sale.seller as Address)],
              topic2: [pad(sale.buyer as Address)],
            });
      return [
        ...logs.map((log) =>
          db
            .prepare("INSERT OR IGNORE INTO nft_fundings (seller, buyer, block_number, log_index, amount) VALUES (?1, ?2, ?3, ?4, ?5)")
            .bind(sale.seller, sale.buyer, Number(log.blockNumber), Number(log.logIndex), Number(formatEther(BigInt(log.data)))),
        ),
        db
          .prepare("UPDATE nft_market_events SET funding_checked = 1 WHERE market = ?1 AND block_number = ?2 AND log_index = ?3")
          .bind(sale.market, sale.block_number, sale.log_index),
      ];
    }),
  );
  if (statements.length > 0)
    await db.batch([
      ...statements.flat(),
      ...markCollectionsDirty(
        db,
        results.map((sale) => sale.collection),
      ),
    ]);
}

/**
 * How much NFT reading is still to do, for the indexer's status: collections not yet checked, tokens whose
 * metadata is pending, sales whose funding is unchecked, and collections whose stats are missing or changed.
 */
export async function countNftFactsPending(db: D1Database): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM nft_collections WHERE checked = 0)
        + (SELECT COUNT(*) FROM nft_tokens t JOIN nft_collections c ON c.address = t.collection WHERE t.metadata_state = 'pending' AND c.checked = 1)
        + (SELECT COUNT(*) FROM nft_market_events WHERE funding_checked = 0 AND kind IN ('sale', 'offer-sale'))
        + (SELECT COUNT(*) FROM nft_collections c LEFT JOIN nft_collection_stats s ON s.address = c.address
           WHERE c.checked = 1 AND c.standard IN ('erc721', 'erc1155') AND (s.address IS NULL OR s.dirty = 1)) AS n`,
    )
    .first<{ n: number }>();
  return row?.n ?? 0;
}
