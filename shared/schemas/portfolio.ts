import { addressSchema, tokenAddressSchema } from "./primitives";
import { z } from "./zod";

/** Tokens a portfolio lists at most: the wallet's largest holdings, then the tokens it sold out of. */
export const PORTFOLIO_TOKENS_MAX = 50;

export const portfolioParamSchema = z.object({ walletAddress: addressSchema("Invalid wallet address format") });

/**
 * One token of a wallet's portfolio, the pair page's position box in a row: balance, the token's latest USD price,
 * value (what selling the whole holding returns now, the chain's quote in USD), the current holding's cost, realized
 * PnL of its sells and unrealized PnL (value less cost). value and unrealizedPnlUsd are null when nothing can sell it now.
 */
export const portfolioPositionSchema = z.object({
  tokenAddress: tokenAddressSchema,
  /** The market the pair page opens: the V2 pair once bonded, else the curve (the token's own address). */
  marketAddress: addressSchema(),
  symbol: z.string(),
  name: z.string(),
  balance: z.string(),
  priceUsd: z.number().nullable(),
  valueUsd: z.number().nullable(),
  costUsd: z.number(),
  averageCostUsd: z.number().nullable(),
  realizedPnlUsd: z.number(),
  unrealizedPnlUsd: z.number().nullable(),
  tradeCount: z.number().int().min(0),
});
export type PortfolioPosition = z.infer<typeof portfolioPositionSchema>;

/** GET /api/v1/indexer/portfolio/{walletAddress}: positions by value (largest first), and their sums. */
export const portfolioResponseSchema = z.object({
  walletAddress: addressSchema(),
  positions: z.array(portfolioPositionSchema),
  totals: z.object({ valueUsd: z.number(), costUsd: z.number(), realizedPnlUsd: z.number(), unrealizedPnlUsd: z.number() }),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;
