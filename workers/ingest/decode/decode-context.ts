import { formatUnits } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { Watched } from "../../chain/watched";
import type { EventRow, RangeRows, SwapRow } from "../../db/rows";
import type { DecodeState, Reserves } from "./decode-state";

/** Where a log sits on the chain: the columns every swap and event row starts with. */
export type Location = Pick<SwapRow, "block_number" | "block_timestamp" | "log_index" | "transaction_hash">;

/** One decoded log of a watched contract, as the event families receive it. */
export type ChainEvent = {
  name: string;
  args: Record<string, unknown>;
  /** The emitting contract, lowercase. */
  address: string;
  at: Location;
  /** The sender of the log's transaction (null when its block was read without transactions). */
  sender: string | null;
};

/**
 * Everything one range's decoding reads and writes besides the event at hand: the watched
 * contracts, the state carried from range to range, the rows produced so far, and what the
 * range's own logs taught (each V2 pair's last Sync, the tokens that saw a burn).
 */
export type DecodeContext = {
  watched: Watched;
  state: DecodeState;
  rows: RangeRows;
  /** Each V2 pair's reserves as its latest Sync left them (a Swap, Mint or Burn follows its Sync). */
  syncs: Map<string, Reserves>;
  burned: Set<string>;
  /** The trade guard's callers by transaction (its GuardedTrade precedes the curve trade it makes). */
  guardTraders: Map<string, string>;
  /** Transfers to the trade guard waiting for the transfer out of it in the same transaction. */
  guardLegs: Map<string, ChainEvent>;
};

export const decimalsOf = (context: DecodeContext, token: string) => context.state.decimals.get(token) ?? 18;

/** A raw amount as exact decimal text; two of a V2 swap's four amounts are zero and need no formatting. */
export const amountText = (context: DecodeContext, raw: bigint, token: string) => (raw === 0n ? "0" : formatUnits(raw, decimalsOf(context, token)));

/** A known pair keeps its id, so its stored rows stay its own; a new one gets the next. */
export const pairIdFor = (context: DecodeContext, address: string) => context.state.pairs.get(address)?.id ?? context.state.nextPairId++;

/** HYPE's USD price from a reference pool's event, for the trades that follow it. */
export function setHypeUsd(context: DecodeContext, at: Location, price: number): void {
  context.state.hypeUsd = price;
  context.rows.hypePrices.push({ block_number: at.block_number, log_index: at.log_index, block_timestamp: at.block_timestamp, price_usd: price });
}

/** The USD price of a quote token known without a trade: WHYPE at HYPE's price, a stablecoin at 1. */
export const usdOf = (context: DecodeContext, token: string) =>
  token === WHYPE_ADDRESS ? context.state.hypeUsd : context.watched.stablecoins.has(token) ? 1 : null;

/** The columns of an event row that carry no amounts (pair created, token bonded). */
export const NO_AMOUNTS = {
  token_in_address: null,
  token_out_address: null,
  amount_in: null,
  amount_out: null,
  reserve0_after: null,
  reserve1_after: null,
  liquidity_after: null,
  price_per_token: null,
} as const;

export const eventRow = (at: Location, fields: Omit<EventRow, keyof Location>): EventRow => ({ ...at, ...fields });
export const lower = (value: unknown) => String(value).toLowerCase();
