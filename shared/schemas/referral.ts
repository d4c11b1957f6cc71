import { addressSchema } from "./primitives";
import { z } from "./zod";

/** A referral link records its referrer for this long in the browser; the trader's trades carry it until then. */
export const REFERRAL_DAYS = 30;

export const referralParamSchema = z.object({ referrerAddress: addressSchema("Invalid referrer address format") });

/**
 * GET /api/v1/indexer/referrals/{referrerAddress}: the app's mined, successful trades that named this referrer
 * (a wallet naming itself is not counted). volumeHype: the HYPE side of each (paid on a buy, received on a sell);
 * volumeUsd: each trade's HYPE at HYPE's USD price stored with it, or at today's for the tradesAtTodaysPrice trades
 * recorded before prices were stored; null while such a trade has no price to go by.
 */
export const referralStatsSchema = z.object({
  referrerAddress: addressSchema(),
  referredTraders: z.number().int().min(0),
  trades: z.number().int().min(0),
  volumeHype: z.number().min(0),
  volumeUsd: z.number().nullable(),
  /** Trades recorded without their own HYPE price, valued at today's. */
  tradesAtTodaysPrice: z.number().int().min(0),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
