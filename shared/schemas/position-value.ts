import { z } from "./zod";

/**
 * What a wallet's position is worth if it sold everything now, and its PnL on that basis, net of trading
 * fees (the launchpad's 1 % and HyperSwap V2's 0.3 %: buys cost what they paid with the fee, sells return
 * what they received after it; gas is not counted). costUsd: what the tokens held cost (tokens received as
 * transfers cost nothing); averageCostUsd: per token of that position, not of every past buy. sellNow: the
 * chain's own quote for selling the whole holding (estimateSell on the curve, the router's getAmountsOut on
 * the pair), after the sell fee and the price impact; null when nothing is held or nothing can sell it now
 * (a sold-out curve waiting to bond). unrealizedPnlUsd: sellNow in USD less costUsd.
 */
export const positionValueSchema = z.object({
  costUsd: z.number(),
  averageCostUsd: z.number().nullable(),
  sellNow: z
    .object({
      hype: z.string(),
      usd: z.number().nullable(),
      feeHype: z.string(),
      priceImpactPercent: z.number(),
      route: z.enum(["launchpad", "hyperswap-v2"]),
    })
    .nullable(),
  realizedPnlUsd: z.number(),
  unrealizedPnlUsd: z.number().nullable(),
});
export type PositionValue = z.infer<typeof positionValueSchema>;
