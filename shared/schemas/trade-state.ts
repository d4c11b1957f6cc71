import { addressSchema } from "./primitives";
import { z } from "./zod";

/** GET /liquidlaunch/trade-state: the token whose market the panel trades. */
export const tradeStateRequestSchema = z.object({ tokenAddress: addressSchema("Invalid token address") });
export type TradeStateRequest = z.infer<typeof tradeStateRequestSchema>;

/**
 * What the trade panel checks before the click, read from the chain for the signed-in wallet: where the
 * token trades (null while its sold-out curve waits to bond), when the wallet may sell it if it is the
 * token's creator inside the launchpad's lock (unix seconds, else null), and the wallet's balances
 * (HYPE and the token, decimal text, counting what its pending transactions already moved).
 */
export const tradeStateSchema = z.object({
  tokenAddress: addressSchema(),
  symbol: z.string(),
  route: z.enum(["launchpad", "hyperswap-v2"]).nullable(),
  soldOut: z.boolean(),
  creatorSellOpensAt: z.number().int().nullable(),
  hypeBalance: z.string(),
  tokenBalance: z.string(),
  /** The chain's latest block time (unix seconds): the lock is counted on it, not on the browser's clock. */
  chainTime: z.number().int(),
});
export type TradeState = z.infer<typeof tradeStateSchema>;
