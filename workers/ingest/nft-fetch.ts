import { type Address, type Hash, type Log, pad, toEventSelector, zeroAddress } from "viem";
import type { ChainReader } from "../chain/chain-reader";
import { erc1155TransfersAbi, nftMarketAbi } from "../chain/nft-abis";
import { TRANSFER_TOPIC } from "./decode/nft-transfers";

/** ERC-1155 transfers and our marketplace's events: selectors of their own, read from every contract like the market's. */
export const NFT_TOPICS = [...erc1155TransfersAbi, ...nftMarketAbi].map((event) => toEventSelector(event));
const ADDRESSES_PER_QUERY = 500;

/** The ERC-721 collections already known (any the metadata step did not reject), lower-case. */
export async function knownNftCollections(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT address FROM nft_collections WHERE standard = 'erc721'").all<{ address: string }>();
  return results.map((row) => row.address);
}

/**
 * ERC-721 transfers of blocks `from`…`to`. Every ERC-721 token starts with a Transfer from the zero address, so
 * mints (a read narrowed to that sender: ERC-20 mints come along and are dropped, having no third topic) find new
 * collections; the transfers of known ones and of those found are read by address. Reading every Transfer would
 * carry every ERC-20 transfer of the chain.
 */
export async function erc721TransferLogs(reader: ChainReader, known: readonly string[], from: number, to: number): Promise<Log[]> {
  const byAddress = (addresses: string[]) => {
    const reads: Promise<Log[]>[] = [];
    for (let i = 0; i < addresses.length; i += ADDRESSES_PER_QUERY) {
      reads.push(reader.logs(from, to, { address: addresses.slice(i, i + ADDRESSES_PER_QUERY) as Address[], topics: [TRANSFER_TOPIC] }));
    }
    return Promise.all(reads).then((logs) => logs.flat());
  };
  const knownSet = new Set(known);
  const [mints, ofKnown] = await Promise.all([reader.logs(from, to, { topics: [TRANSFER_TOPIC as Hash], topic1: [pad(zeroAddress)] }), byAddress([...known])]);
  const found = [...new Set(mints.filter((log) => log.topics.length === 4).map((log) => log.address.toLowerCase()))].filter(
    (address) => !knownSet.has(address),
  );
  const ofFound = found.length === 0 ? [] : await byAddress(found);
  return [...ofKnown, ...ofFound].filter((log) => log.topics.length === 4);
}
