import { txHashSchema } from "./primitives";
import { z } from "./zod";

export const SLIPPAGE_TOLERANCE_MIN = 0;
export const SLIPPAGE_TOLERANCE_MAX = 1000;
export const SELL_PERCENTAGE_MIN = 1;
export const SELL_PERCENTAGE_MAX = 100;
export const TOKEN_ADDRESS_MIN_LENGTH = 42;

export const buyRequestSchema = z.object({
  tokenAddress: z.string().min(TOKEN_ADDRESS_MIN_LENGTH, "Invalid token address"),
  amountIn: z.string().min(1, "Amount is required"),
  slippageTolerance: z.number().min(SLIPPAGE_TOLERANCE_MIN).max(SLIPPAGE_TOLERANCE_MAX).optional(),
  referrer: z.string().optional(),
  userId: z.string().min(1, "User ID is required"),
  privateKeyId: z.string().min(1, "Private key ID is required"),
  walletUserId: z.string().min(1, "User ID is required"),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

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

export const broadcastResultSchema = z.object({
  txHash: z.string(),
  status: z.enum(["success", "error"]),
  error: z.string().optional(),
});
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;
