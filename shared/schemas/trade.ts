import { addressSchema, txHashSchema } from "./primitives";
import { z } from "./zod";

/**
 * Slippage tolerance in basis points of the quoted amount out: 100 = 1 %, the maximum 1000 = 10 %. A trade
 * never receives less than quote × (10 000 − tolerance) / 10 000.
 */
export const SLIPPAGE_TOLERANCE_MIN = 0;
export const SLIPPAGE_TOLERANCE_MAX = 1000;
export const SLIPPAGE_TOLERANCE_DEFAULT = 100;
export const BASIS_POINTS = 10_000;
export const SELL_PERCENTAGE_MIN = 1;
export const SELL_PERCENTAGE_MAX = 100;
export const TOKEN_ADDRESS_MIN_LENGTH = 42;

/**
 * POST /liquidlaunch/buy. amountIn is HYPE for a buy, tokens for a sell (decimal text). The wallet is named
 * three ways and all must be the signed-in user's: userId (the user), walletUserId (their wallet provider
 * sub-organization) and privateKeyId (their wallet's id).
 */
export const buyRequestSchema = z.object({
  tokenAddress: z
    .string()
    .min(TOKEN_ADDRESS_MIN_LENGTH, "Invalid token address")
    .regex(/^0x[0-9a-fA-F]{40}$/, "Invalid token address"),
  amountIn: z.string().min(1, "Amount is required"),
  slippageTolerance: z.number().min(SLIPPAGE_TOLERANCE_MIN).max(SLIPPAGE_TOLERANCE_MAX).optional(),
  referrer: addressSchema("Invalid referrer address format").optional(),
  userId: z.string().min(1, "User ID is required"),
  privateKeyId: z.string().min(1, "Private key ID is required"),
  walletUserId: z.string().min(1, "User ID is required"),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

/** POST /liquidlaunch/sell: percentage (of the wallet's balance of the token), when given, decides the amount instead of amountIn. */
export const sellRequestSchema = buyRequestSchema.extend({
  percentage: z.number().min(SELL_PERCENTAGE_MIN).max(SELL_PERCENTAGE_MAX).optional(),
});
export type SellRequest = z.infer<typeof sellRequestSchema>;

export const tradeResultSchema = z.object({
  transactionHash: txHashSchema,
  amountIn: z.string(),
  amountOut: z.string(),
  gasUsed: z.string(),
  effectivePrice: z.string(),
  signature: z.string(),
  userBlockNumber: z.number().int(),
});
export type TradeResult = z.infer<typeof tradeResultSchema>;

export const broadcastRequestSchema = z.object({
  signedTransaction: z.string().regex(/^0x[0-9a-fA-F]+$/, "Invalid signed transaction"),
  userId: z.string().min(1, "User ID is required"),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

/** GET /liquidlaunch/quote: what a trade of amountIn (HYPE to buy, tokens to sell) would receive now. */
export const quoteRequestSchema = z.object({
  tokenAddress: addressSchema("Invalid token address"),
  side: z.enum(["buy", "sell"]),
  amountIn: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "Amount must be a number")
    .meta({ example: "1" }),
  slippageTolerance: z.coerce.number().int().min(SLIPPAGE_TOLERANCE_MIN).max(SLIPPAGE_TOLERANCE_MAX).default(SLIPPAGE_TOLERANCE_DEFAULT),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The panel's live quote: amounts as decimal text, the fee in HYPE. */
export const tradeQuoteSchema = z.object({
  amountIn: z.string(),
  amountOut: z.string(),
  minimumReceived: z.string(),
  fee: z.string(),
  priceImpactPercent: z.number(),
  route: z.enum(["launchpad", "hyperswap-v2"]),
});
export type TradeQuote = z.infer<typeof tradeQuoteSchema>;

export const broadcastResultSchema = z.object({
  txHash: z.string(),
  status: z.enum(["success", "error"]),
  error: z.string().optional(),
});
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;
