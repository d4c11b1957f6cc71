import type { ActivityEventType } from "../../shared/schemas/activity";
import type { Protocol } from "../../shared/schemas/chart";
import type { Token } from "../../shared/schemas/token";
import type { LendingRows } from "../lending/lending-rows";
import type { NftRows } from "./nft-rows";

// The rows one block range produces, shaped like their D1 tables (snake_case columns).

export type TokenRow = {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  total_supply: string | null;
  circulating_supply: string | null;
  token_type: Token["tokenType"];
  creator_address: string | null;
  creation_block: number | null;
  creation_timestamp: number | null;
  metadata: string;
  /** Facts (name, symbol, decimals, totalSupply) the token's contract did not answer, as a JSON array; null when all are known. */
  facts_missing: string | null;
  block_number: number;
};

export type PairRow = {
  id: number;
  address: string;
  protocol: Protocol;
  token0_address: string;
  token1_address: string;
  fee: number | null;
  creation_block: number;
  creation_timestamp: number;
  creation_transaction: string;
  creator_address: string | null;
  block_number: number;
};

type Located = { pair_address: string; block_number: number; block_timestamp: number; log_index: number; transaction_hash: string };

export type SwapRow = Located & {
  trader_address: string;
  amount0_in: string;
  amount1_in: string;
  amount0_out: string;
  amount1_out: string;
  price0_in1: number;
  price1_in0: number;
  price_usd: number | null;
  volume_token0: number;
  volume_token1: number;
  volume_usd: number | null;
  price_impact_percent: number | null;
  reserve0_after: string | null;
  reserve1_after: string | null;
  liquidity_after: string | null;
  sqrt_price_x96_after: string | null;
  is_buy: 0 | 1;
  mcap_usd: number | null;
};

export type EventRow = Located & {
  contract_address: string;
  event_type: ActivityEventType;
  trader_address: string | null;
  from_address: string | null;
  to_address: string | null;
  token_in_address: string | null;
  token_out_address: string | null;
  amount_in: string | null;
  amount_out: string | null;
  reserve0_after: string | null;
  reserve1_after: string | null;
  liquidity_after: string | null;
  price_per_token: string | null;
};

export type HypePriceRow = { block_number: number; log_index: number; block_timestamp: number; price_usd: number };

export type TokenMilestone = { token: string; block_number: number; timestamp: number };

export type RangeRows = {
  tokens: TokenRow[];
  pairs: PairRow[];
  swaps: SwapRow[];
  events: EventRow[];
  hypePrices: HypePriceRow[];
  frozen: TokenMilestone[];
  bonded: TokenMilestone[];
  /** Tracked tokens that saw a burn, with their circulating supply after the range. */
  circulating: { token: string; circulating_supply: string }[];
  nft: NftRows;
  lending: LendingRows;
};

/** A number as decimal text without an exponent sign ("1e21", never "1e+21"). */
export function decimalText(value: number): string {
  return String(value).replace("e+", "e");
}

/** A HYPE or ERC-20 transfer to or from a wallet of ours, shaped like its wallet_transfers row. */
export type WalletTransferRow = {
  wallet_address: string;
  block_number: number;
  position: number;
  block_timestamp: number;
  transaction_hash: string;
  token_address: string | null;
  from_address: string;
  to_address: string;
  amount: string;
  succeeded: number;
};
