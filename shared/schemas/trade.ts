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
 * The priority tip a trader may add (maxPriorityFeePerGas, in gwei) to land first. HyperEVM burns it with
 * the base fee; the bound keeps a typo from costing more than a trade's worth of gas.
 */
export const PRIORITY_TIP_MIN_GWEI = 0;
export const PRIORITY_TIP_MAX_GWEI = 100;
const priorityTipSchema = z.number().min(PRIORITY_TIP_MIN_GWEI).max(PRIORITY_TIP_MAX_GWEI, `Priority tip must be at most ${PRIORITY_TIP_MAX_GWEI} gwei`);
/**
 * Amounts are decimal text of at most 15 digits before the point (beyond any token's supply, HYPE's too)
 * and 18 after (HYPE's decimals), so every amount fits a uint256 in its units before it reaches the node.
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 15;
export const AMOUNT_MAX_DECIMALS = 18;
const AMOUNT_TEXT = new RegExp(`^(\\d{1,${AMOUNT_MAX_WHOLE_DIGITS}}(\\.\\d{0,${AMOUNT_MAX_DECIMALS}})?|\\.\\d{1,${AMOUNT_MAX_DECIMALS}})$`);

/** An amount as decimal text (see AMOUNT_MAX_WHOLE_DIGITS). */
export const amountTextSchema = z
  .string()
  .min(1, "Amount is required")
  .regex(AMOUNT_TEXT, `Amount must be a decimal number with at most ${AMOUNT_MAX_WHOLE_DIGITS} digits before the point and ${AMOUNT_MAX_DECIMALS} after`)
  .meta({ example: "1" });

const SLIPPAGE_NOT_WHOLE = "Slippage tolerance must be a whole number of basis points (100 = 1 %)";

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
  amountIn: amountTextSchema,
  slippageTolerance: z.number().int(SLIPPAGE_NOT_WHOLE).min(SLIPPAGE_TOLERANCE_MIN).max(SLIPPAGE_TOLERANCE_MAX).optional(),
  referrer: addressSchema("Invalid referrer address format").optional(),
  /** The tip sent as maxPriorityFeePerGas, in gwei; without it the node's suggestion. */
  priorityTipGwei: priorityTipSchema.optional(),
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

/** A trade whose receipt had not come when the answer was due (202): the panel follows it by its hash. */
export const tradePendingSchema = z.object({
  status: z.literal("pending"),
  transactionHash: txHashSchema,
  signature: z.string(),
  message: z.string(),
});
export type TradePending = z.infer<typeof tradePendingSchema>;

/** A trade's answer: mined (200) or still pending (202). */
export const tradeAnswerSchema = z.union([tradePendingSchema, tradeResultSchema]);

/** GET /transactions/{hash}: mined (success or reverted, with its block), in the node's pool, or unknown to the node (dropped, or never sent). */
export const transactionStatusSchema = z.object({
  transactionHash: txHashSchema,
  status: z.enum(["pending", "success", "reverted", "unknown"]),
  blockNumber: z.number().int().nullable(),
});
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const broadcastRequestSchema = z.object({
  signedTransaction: z.string().regex(/^0x[0-9a-fA-F]+$/, "Invalid signed transaction"),
  userId: z.string().min(1, "User ID is required"),
  /** The nonce reservation of POST /transactions/withdraw/nonce the transaction was signed under: it is then settled. */
  reservation: z.uuid("Invalid nonce reservation").optional(),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

/** GET /liquidlaunch/quote: what a trade of amountIn (HYPE to buy, tokens to sell) would receive now. */
export const quoteRequestSchema = z.object({
  tokenAddress: addressSchema("Invalid token address"),
  side: z.enum(["buy", "sell"]),
  amountIn: amountTextSchema,
  slippageTolerance: z.coerce.number().int(SLIPPAGE_NOT_WHOLE).min(SLIPPAGE_TOLERANCE_MIN).max(SLIPPAGE_TOLERANCE_MAX).default(SLIPPAGE_TOLERANCE_DEFAULT),
  priorityTipGwei: z.coerce.number().pipe(priorityTipSchema).optional().meta({ example: 2 }),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** Gas a transaction of the trade would use, and its network fee at the current base fee plus the tip, in HYPE. */
export const networkCostSchema = z.object({ gas: z.number().int().min(0), fee: z.string() });
export type NetworkCost = z.infer<typeof networkCostSchema>;

/**
 * The panel's live quote: amounts as decimal text, the fee in HYPE. networkFee: the trade's own transaction
 * (null when the node cannot run it from this wallet now, e.g. a buy above the balance); approval: a sell's
 * approval of exactly the amount sold, sent first when the wallet has not approved that much (else null).
 */
export const tradeQuoteSchema = z.object({
  amountIn: z.string(),
  amountOut: z.string(),
  minimumReceived: z.string(),
  fee: z.string(),
  priceImpactPercent: z.number(),
  route: z.enum(["launchpad", "hyperswap-v2"]),
  networkFee: networkCostSchema.nullable(),
  approval: networkCostSchema.extend({ amount: z.string() }).nullable(),
});
export type TradeQuote = z.infer<typeof tradeQuoteSchema>;

export const broadcastResultSchema = z.object({
  txHash: z.string(),
  status: z.enum(["success", "error"]),
  error: z.string().optional(),
});
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;
