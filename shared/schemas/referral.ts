import { addressSchema } from "./primitives";
import { z } from "./zod";

/** A referral link records its referrer for this long in the browser; the trader's trades carry it until then. */
export const REFERRAL_DAYS = 30;

export const referralParamSchema = z.object({ referrerAddress: addressSchema("Invalid referrer address format") });

/**
 * GET /api/v1/indexer/referrals/{referrerAddress}: the app's mined, successful trades that named this referrer
 * (a wallet naming itself is not counted). volumeHype: the HYPE side of each (paid on a buy, received on a sell);
 * volumeUsd: that volume at HYPE's latest indexed price, null before the first.
 */
export const referralStatsSchema = z.object({
  referrerAddress: addressSchema(),
  referredTraders: z.number().int().min(0),
  trades: z.number().int().min(0),
  volumeHype: z.number().min(0),
  volumeUsd: z.number().nullable(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
