import type { PublicClient } from "viem";
import type { ChainConfig } from "../../../shared/chains";
import type { Side, TokenMarket } from "../market";
import type { TradingWallet } from "../send-transaction";
import type { TradeRefusals } from "./refusals";

/** What every step of one trade shares: where it is sent, from which wallet, on which market and side. */
export type TradeContext = {
  env: Env;
  chain: ChainConfig;
  client: PublicClient;
  wallet: TradingWallet;
  market: TokenMarket;
  side: Side;
  refusals: TradeRefusals;
  /** The priority tip the trader asked for, or null for the node's. */
  tip: bigint | null;
};
