import { type Log, toEventSelector } from "viem";
import type { NftTransferRow } from "../../db/nft-rows";
import { type ChainEvent, type DecodeContext, lower } from "./decode-context";
import type { DecodedLog } from "./decode-log";

export const TRANSFER_TOPIC = toEventSelector("Transfer(address,address,uint256)");
const word = (topic: string) => BigInt(topic);
const address = (topic: string) => `0x${topic.slice(26)}`.toLowerCase();

/** An ERC-721 Transfer (ERC-20's selector with the token id as a third indexed topic, and no data). */
export function erc721Transfer(log: Log): DecodedLog {
  const [, from, to, tokenId] = log.topics as [string, string, string, string];
  return { eventName: "Transfer", args: { from: address(from), to: address(to), tokenId: word(tokenId) } };
}

/** ERC-721 and ERC-1155 transfers, from any contract: the emitter becomes a collection to check. */
export const isNftTransfer = ({ name, args }: ChainEvent) =>
  name === "TransferSingle" || name === "TransferBatch" || (name === "Transfer" && args.tokenId !== undefined);

/** Rows of one NFT transfer log; the first time a range meets a collection or a token, it is noted for the metadata step. */
export function decodeNftTransfer(event: ChainEvent, context: DecodeContext): void {
  const { name, args, address: collection, at } = event;
  const moves: [bigint, bigint][] =
    name === "Transfer"
      ? [[args.tokenId as bigint, 1n]]
      : name === "TransferSingle"
        ? [[args.id as bigint, args.value as bigint]]
        : (args.ids as bigint[]).map((id, index) => [id, (args.values as bigint[])[index] ?? 0n]);
  const { nft } = context.rows;
  if (!nft.collections.some((row) => row.address === collection)) {
    nft.collections.push({
      address: collection,
      standard: name === "Transfer" ? "erc721" : "erc1155",
      block_number: at.block_number,
      block_timestamp: at.block_timestamp,
    });
  }
  moves.forEach(([id, amount], batchIndex) => {
    const row: NftTransferRow = {
      collection,
      token_id: id.toString(),
      block_number: at.block_number,
      log_index: at.log_index,
      batch_index: batchIndex,
      block_timestamp: at.block_timestamp,
      transaction_hash: at.transaction_hash,
      from_address: lower(args.from),
      to_address: lower(args.to),
      amount: amount.toString(),
    };
    nft.transfers.push(row);
    if (!nft.tokens.some((token) => token.collection === collection && token.token_id === row.token_id)) {
      nft.tokens.push({ collection, token_id: row.token_id, block_number: at.block_number });
    }
  });
}
