import { positionValueSchema } from "./position-value";
import { addressSchema, DECIMALS_MAX, DECIMALS_MIN, holderAddressSchema, queryInt, tokenAddressSchema } from "./primitives";
import { tokenSchema } from "./token";
import { z } from "./zod";

export const HOLDERS_LIMIT_MIN = 1;
export const HOLDERS_LIMIT_MAX = 1000;
export const BUBBLE_MAP_LIMIT_MIN = 1;
export const BUBBLE_MAP_LIMIT_MAX = 1000;
export const BUBBLE_MAP_LIMIT_DEFAULT = 100;

/** Holders listed when the query gives no limit. */
export const HOLDERS_LIMIT_DEFAULT = 100;

/** A holder of at least this percentage of the total supply is a whale on the bubble map. */
export const WHALE_BALANCE_PERCENT = 1;

export const holdersQuerySchema = z.object({
  limit: queryInt(z.number().min(HOLDERS_LIMIT_MIN).max(HOLDERS_LIMIT_MAX)).optional(),
});
export type HoldersQuery = z.infer<typeof holdersQuerySchema>;

/**
 * What a holder is. Burn addresses, markets (the launchpad's bonding curve, pairs and pools) and the
 * token contract are labelled and not counted as people; a whale holds at least WHALE_BALANCE_PERCENT.
 */
export const holderTypeSchema = z.enum(["creator", "contract", "pair", "bonding-curve", "burn", "whale", "holder"]);
export type HolderType = z.infer<typeof holderTypeSchema>;

/**
 * A holder of a tracked token with its average-cost account: buys add to the position at their USD
 * cost, sells and transfers out take tokens out at the average cost (sells realize the difference),
 * transfers in add tokens at no cost. remainingBalancePercentage: the balance's share of the supply in
 * circulation; unrealizedPnl: the balance at latestPriceUsd less its average cost. Markets, burn
 * addresses and the token contract are not traders: their PnL is null.
 */
export const holderSchema = z.object({
  holderAddress: holderAddressSchema,
  balance: z.string(),
  rawBalance: z.string(),
  tokenAddress: tokenAddressSchema,
  decimals: z.number().int().min(DECIMALS_MIN).max(DECIMALS_MAX),
  totalBought: z.number(),
  totalSold: z.number(),
  avgBuyPrice: z.number().nullable(),
  avgSellPrice: z.number().nullable(),
  avgBuyMcap: z.number().nullable(),
  avgSellMcap: z.number().nullable(),
  totalVolumeBoughtUsd: z.number(),
  totalVolumeSoldUsd: z.number(),
  tradeCount: z.number().int().min(0),
  latestPriceUsd: z.number().nullable(),
  remainingBalanceUsd: z.number().nullable(),
  remainingBalancePercentage: z.number().nullable(),
  totalPnl: z.number().nullable(),
  unrealizedPnl: z.number().nullable(),
  realizedPnl: z.number().nullable(),
  holderType: holderTypeSchema,
});
export type Holder = z.infer<typeof holderSchema>;

export const holdersResponseSchema = z.object({
  holders: z.array(holderSchema),
  count: z.number().int(),
  tokenAddress: tokenAddressSchema,
  limit: z.number().int(),
  /** The share of the supply in circulation held by the ten largest holders that are people, in percent. */
  top10Percentage: z.number().min(0).max(100),
});
export type HoldersResponse = z.infer<typeof holdersResponseSchema>;

export const bubbleMapQuerySchema = z.object({
  limit: queryInt(z.number().min(BUBBLE_MAP_LIMIT_MIN).max(BUBBLE_MAP_LIMIT_MAX)).default(BUBBLE_MAP_LIMIT_DEFAULT),
});
export type BubbleMapQuery = z.infer<typeof bubbleMapQuerySchema>;

export const bubbleMapResponseSchema = z.object({
  holders: z.array(
    z.object({
      holderAddress: holderAddressSchema,
      balance: z.string(),
      balancePercentage: z.number(),
      balanceUsd: z.number().nullable(),
      holderType: holderTypeSchema.nullable(),
    }),
  ),
  connections: z.array(z.object({ source: addressSchema(), target: addressSchema(), count: z.number().int().min(1) })),
  token: tokenSchema.nullable(),
  latestPriceUsd: z.number().nullable(),
  tokenAddress: tokenAddressSchema,
});
export type BubbleMapResponse = z.infer<typeof bubbleMapResponseSchema>;

/** GET /api/v1/indexer/position/{tokenAddress}/{holderAddress}: one wallet's account in a token, null before its first trade. */
export const positionResponseSchema = z.object({ position: holderSchema.nullable(), tokenAddress: tokenAddressSchema, value: positionValueSchema.nullable() });
export type PositionResponse = z.infer<typeof positionResponseSchema>;
