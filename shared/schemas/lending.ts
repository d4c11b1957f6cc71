import { addressSchema, decimalTextSchema, queryInt, txHashSchema } from "./primitives";
import { z } from "./zod";

// GET /api/v1/tools/lending/*: HyperLend's markets, rates, liquidations and positions, from the index.

/** Positions below this health factor are "at risk". */
export const AT_RISK_HEALTH = 1.1;
/** The liquidation map spans today's HYPE price down this share, in this many buckets. */
export const LIQUIDATION_MAP_DROP = 0.5;
export const LIQUIDATION_MAP_BUCKETS = 25;
export const LIQUIDATIONS_LIMIT_MAX = 100;
export const RATE_HISTORY_DAYS_MAX = 30;

const indexedBlockSchema = z.object({ number: z.number(), timestamp: z.number() }).nullable();

export const lendingMarketSchema = z.object({
  symbol: z.string(),
  underlying: addressSchema(),
  decimals: z.number(),
  /** The oracle's price in USD; null before its source has answered. */
  priceUsd: z.number().nullable(),
  /** The aToken's and variable debt token's supplies at the indexed block, in tokens (exact decimal text). */
  supplied: decimalTextSchema,
  borrowed: decimalTextSchema,
  suppliedUsd: z.number().nullable(),
  borrowedUsd: z.number().nullable(),
  /** The pool's rates (ray, per year) as stored at the reserve's last update, and their yields compounded every second. */
  liquidityRate: decimalTextSchema,
  variableBorrowRate: decimalTextSchema,
  supplyApy: z.number(),
  borrowApy: z.number(),
  /** Borrowed over supplied, 0–1. */
  utilization: z.number(),
  /** Fractions (0.8 = 80 %); the bonus is the liquidator's share over the debt repaid (0.05 = 5 %). */
  ltv: z.number().nullable(),
  liquidationThreshold: z.number().nullable(),
  liquidationBonus: z.number().nullable(),
  reserveFactor: z.number().nullable(),
  /** Whole tokens; 0 is no cap. */
  supplyCap: z.number().nullable(),
  borrowCap: z.number().nullable(),
});
export type LendingMarket = z.infer<typeof lendingMarketSchema>;

export const lendingMarketsSchema = z.object({ block: indexedBlockSchema, markets: z.array(lendingMarketSchema) });
export type LendingMarkets = z.infer<typeof lendingMarketsSchema>;

export const lendingReserveParamsSchema = z.object({ reserve: addressSchema("Invalid reserve address format") });
export const lendingRateHistoryQuerySchema = z.object({
  days: queryInt(z.number().int().min(1, "days must be 1 to 30").max(RATE_HISTORY_DAYS_MAX, "days must be 1 to 30"), 7).optional(),
});

/** One point of a reserve's rates: its yields after an update (the last of each hour). */
export const lendingRatePointSchema = z.object({ time: z.number(), block: z.number(), supplyApy: z.number(), borrowApy: z.number() });

export const lendingRateCurveSchema = z.object({
  /** The DefaultReserveInterestRateStrategy's parameters, fractions per year. */
  optimalUsage: z.number(),
  baseVariableBorrowRate: z.number(),
  variableRateSlope1: z.number(),
  variableRateSlope2: z.number(),
  reserveFactor: z.number(),
});
export type LendingRateCurve = z.infer<typeof lendingRateCurveSchema>;

export const lendingMarketDetailSchema = z.object({
  block: indexedBlockSchema,
  market: lendingMarketSchema,
  history: z.array(lendingRatePointSchema),
  /** Null when the rate strategy could not be read. */
  curve: lendingRateCurveSchema.nullable(),
});
export type LendingMarketDetail = z.infer<typeof lendingMarketDetailSchema>;

export const lendingLiquidationsQuerySchema = z.object({
  limit: queryInt(z.number().int().min(1, "limit must be 1 to 100").max(LIQUIDATIONS_LIMIT_MAX, "limit must be 1 to 100"), 50).optional(),
});

export const lendingLiquidationSchema = z.object({
  block: z.number(),
  timestamp: z.number(),
  transactionHash: txHashSchema,
  user: addressSchema(),
  liquidator: addressSchema(),
  collateralSymbol: z.string(),
  debtSymbol: z.string(),
  /** Tokens, exact decimal text. */
  collateralSeized: decimalTextSchema,
  debtRepaid: decimalTextSchema,
  /** At the oracle's prices of the liquidation's block. */
  collateralSeizedUsd: z.number().nullable(),
  debtRepaidUsd: z.number().nullable(),
  /** The collateral reserve's liquidation bonus (0.05 = 5 %). */
  bonus: z.number().nullable(),
});
export const lendingLiquidationsSchema = z.object({ block: indexedBlockSchema, liquidations: z.array(lendingLiquidationSchema) });
export type LendingLiquidations = z.infer<typeof lendingLiquidationsSchema>;

export const lendingPositionLegSchema = z.object({
  symbol: z.string(),
  supplied: decimalTextSchema,
  borrowed: decimalTextSchema,
  suppliedUsd: z.number().nullable(),
  borrowedUsd: z.number().nullable(),
  usedAsCollateral: z.boolean(),
});

export const lendingPositionSchema = z.object({
  user: addressSchema(),
  /** Null without debt (nothing to liquidate). */
  healthFactor: z.number().nullable(),
  collateralUsd: z.number(),
  debtUsd: z.number(),
  /** The HYPE price at which the health factor reaches 1, other prices held; null when no fall of HYPE liquidates it. */
  liquidationHypePrice: z.number().nullable(),
  legs: z.array(lendingPositionLegSchema),
});
export type LendingPosition = z.infer<typeof lendingPositionSchema>;

export const lendingAtRiskSchema = z.object({
  block: indexedBlockSchema,
  hypePriceUsd: z.number().nullable(),
  positions: z.array(lendingPositionSchema),
});
export type LendingAtRisk = z.infer<typeof lendingAtRiskSchema>;

export const lendingWalletParamsSchema = z.object({ address: addressSchema("Invalid wallet address format") });
export const lendingWalletSchema = z.object({
  block: indexedBlockSchema,
  hypePriceUsd: z.number().nullable(),
  /** From the index at its block. */
  position: lendingPositionSchema,
  /** The pool's own getUserAccountData at the chain's head, read live. */
  live: z.object({
    block: z.number(),
    healthFactor: z.number().nullable(),
    collateralUsd: z.number(),
    debtUsd: z.number(),
    availableBorrowsUsd: z.number(),
  }),
});
export type LendingWallet = z.infer<typeof lendingWalletSchema>;

export const liquidationMapBucketSchema = z.object({
  /** The bucket's HYPE prices, from `low` up to `high`. */
  low: z.number(),
  high: z.number(),
  /** Collateral (USD at the liquidation price) of positions that become liquidatable in the bucket, and counted down from today. */
  collateralUsd: z.number(),
  cumulativeUsd: z.number(),
  positions: z.number(),
});
export const lendingLiquidationMapSchema = z.object({
  block: indexedBlockSchema,
  hypePriceUsd: z.number().nullable(),
  /** Positions already liquidatable at today's prices. */
  liquidatableNow: z.object({ positions: z.number(), collateralUsd: z.number() }),
  buckets: z.array(liquidationMapBucketSchema),
});
export type LendingLiquidationMap = z.infer<typeof lendingLiquidationMapSchema>;
