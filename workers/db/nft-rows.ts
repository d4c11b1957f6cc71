/** A collection first seen in a range; what it is (ERC-721, ERC-1155 or neither) is asked by the metadata step. */
export type NftCollectionRow = { address: string; standard: "erc721" | "erc1155"; block_number: number; block_timestamp: number };

/** One token moving: an ERC-721 Transfer, a TransferSingle, or one entry of a TransferBatch (its `batch_index`). */
export type NftTransferRow = {
  collection: string;
  token_id: string;
  block_number: number;
  log_index: number;
  batch_index: number;
  block_timestamp: number;
  transaction_hash: string;
  from_address: string;
  to_address: string;
  amount: string;
};

/** A token first seen in a range: its metadata is read once, after the range (nft_tokens.metadata_state). */
export type NftTokenRow = { collection: string; token_id: string; block_number: number };

export type NftMarketKind = "list" | "cancel" | "sale" | "offer" | "offer-cancel" | "offer-sale";

/** One marketplace event; prices in HYPE (WHYPE is 1:1), raw wei kept beside them. */
export type NftMarketRow = {
  market: string;
  block_number: number;
  log_index: number;
  block_timestamp: number;
  transaction_hash: string;
  kind: NftMarketKind;
  order_id: number;
  collection: string;
  token_id: string;
  seller: string | null;
  buyer: string | null;
  amount: string | null;
  price_wei: string | null;
  price: number | null;
  currency: "HYPE" | "WHYPE" | null;
  royalty: number | null;
};

export type NftRows = { collections: NftCollectionRow[]; transfers: NftTransferRow[]; tokens: NftTokenRow[]; market: NftMarketRow[] };

export const emptyNftRows = (): NftRows => ({ collections: [], transfers: [], tokens: [], market: [] });

/** HYPE or WHYPE a wallet sent another (a sale between them may be a wash trade). */
export type NftFunding = { seller: string; buyer: string; block_number: number; log_index: number };
