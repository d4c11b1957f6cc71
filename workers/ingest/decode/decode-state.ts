import type { Protocol } from "../../../shared/schemas/chart";
import type { TokenFacts } from "../../chain/chain-reader";

/** A market's balances in raw units: a V2 pair's after its latest Sync, a V3 pool's as its mints, swaps and collects left them. */
export type Reserves = { reserve0: bigint; reserve1: bigint };

export type PairInfo = { id: number; address: string; protocol: Protocol; token0: string; token1: string };

/** What decoding needs to know beyond the range's own logs; updated as the range's logs are applied. */
export type DecodeState = {
  pairs: Map<string, PairInfo>;
  /** The id a pair created in the range gets next (pair ids are assigned in chain order). */
  nextPairId: number;
  decimals: Map<string, number>;
  /** Tokens first seen in this range (not launchpad tokens), read from the chain. */
  newTokenFacts: Map<string, TokenFacts>;
  /** Launchpad tokens, whose transfers are activity. */
  tracked: Set<string>;
  hypeUsd: number | null;
  /** Whole tokens in circulation, per tracked or displayed token. */
  circulating: Map<string, number>;
  lastSqrtPriceX96: Map<string, bigint>;
  /** Each V3 pool's token balances, carried from range to range (a pool's events give changes, not totals). */
  poolBalances: Map<string, Reserves>;
};
