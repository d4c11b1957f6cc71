import { protocolSchema } from "./chart";
import { addressSchema, decimalTextSchema, queryInt, txHashSchema } from "./primitives";
import { z } from "./zod";

export const WALLET_ACTIVITY_LIMIT_DEFAULT = 25;
export const WALLET_ACTIVITY_LIMIT_MAX = 100;

/** Where a page starts: the block and position in it of the last row of the page before ("1234:7"). */
const CURSOR = /^\d{1,15}:-?\d{1,9}$/;
export const walletActivityCursorSchema = z.string().regex(CURSOR, "Invalid cursor: use the nextCursor of the page before").meta({ example: "1234:7" });

export const walletActivityQuerySchema = z.object({
  limit: queryInt(z.number().int().min(1).max(WALLET_ACTIVITY_LIMIT_MAX), WALLET_ACTIVITY_LIMIT_DEFAULT).optional(),
  before: walletActivityCursorSchema.optional(),
});
export type WalletActivityQuery = z.infer<typeof walletActivityQuerySchema>;

const common = {
  /** The row's place on the chain, unique within the wallet's activity ("block:position"). */
  id: walletActivityCursorSchema,
  transactionHash: txHashSchema,
  blockNumber: z.number().int().min(0),
  /** Unix seconds of the block. */
  timestamp: z.number().int(),
  /** A row with logs succeeded; a plain HYPE transfer's status is its receipt's. */
  status: z.enum(["success", "failed"]),
};

/** A buy or sell by the wallet; `quote` is what it was paid or received in (HYPE on the launchpad and WHYPE pairs). */
export const walletTradeSchema = z.object({
  ...common,
  kind: z.literal("trade"),
  side: z.enum(["buy", "sell"]),
  pairAddress: addressSchema(),
  protocol: protocolSchema,
  tokenAddress: addressSchema(),
  tokenSymbol: z.string(),
  tokenAmount: decimalTextSchema,
  quoteAddress: addressSchema(),
  quoteSymbol: z.string(),
  quoteAmount: decimalTextSchema,
  volumeUsd: z.number().nullable(),
});

/** HYPE or a token sent from the wallet or received by it, outside a trade. */
const transfer = {
  ...common,
  /** null for HYPE itself. */
  tokenAddress: addressSchema().nullable(),
  /** null for a token the index does not know. */
  symbol: z.string().nullable(),
  /** Exact, in whole units of the asset; null when its decimals are unknown (rawAmount is then the figure). */
  amount: decimalTextSchema.nullable(),
  rawAmount: z.string().regex(/^\d+$/),
  /** The other side: the recipient of what was sent, the sender of what was received (the wallet itself for a transfer to itself). */
  counterparty: addressSchema(),
};
export const walletSentSchema = z.object({ ...transfer, kind: z.literal("sent") });
export const walletReceivedSchema = z.object({ ...transfer, kind: z.literal("received") });

export const walletActivityItemSchema = z.discriminatedUnion("kind", [walletTradeSchema, walletSentSchema, walletReceivedSchema]);
export type WalletActivityItem = z.infer<typeof walletActivityItemSchema>;

export const walletActivityResponseSchema = z.object({
  walletAddress: addressSchema(),
  /** Newest first. */
  activity: z.array(walletActivityItemSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: walletActivityCursorSchema.nullable(),
});
export type WalletActivityResponse = z.infer<typeof walletActivityResponseSchema>;
