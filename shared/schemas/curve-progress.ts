import { pairAddressSchema } from "./primitives";
import { z } from "./zod";

/** On the curve, sold out and waiting for completeBonding, or moved to its HyperSwap V2 pair. */
export const CURVE_STATUSES = ["bonding", "sold-out", "graduated"] as const;

/**
 * Where a launch stands on its LiquidLaunch bonding curve (shared/launchpad-curve.ts), from the curve's
 * reserves after its latest trade. Whole tokens and whole HYPE.
 */
export const curveProgressSchema = z.object({
  status: z.enum(CURVE_STATUSES),
  /** Tokens bought off the curve, of tokensForSale (649.3M). */
  tokensSold: z.number().min(0),
  tokensForSale: z.number().positive(),
  /** The real HYPE the curve took in: its HYPE reserve less the 300 HYPE of virtual liquidity. */
  hypeRaised: z.number().min(0),
  /** What one buy must pay, its 1% fee included, to take the last token for sale; 0 once sold out. */
  hypeToGraduate: z.number().min(0),
  /** tokensSold ÷ tokensForSale in percent, as upstream's `progress`: 100 once sold out. */
  progress: z.number().min(0).max(100),
  /** When the liquidity moved to HyperSwap (unix seconds), and the V2 pair the token trades on since. */
  graduatedAt: z.number().int().nullable(),
  graduatedPair: pairAddressSchema.nullable(),
});
export type CurveProgress = z.infer<typeof curveProgressSchema>;
