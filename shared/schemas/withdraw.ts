import { addressSchema } from "./primitives";
import { amountTextSchema } from "./trade";
import { z } from "./zod";

/** What a withdrawal sends: HYPE itself, or a token the wallet holds. */
export const HYPE_ASSET = "HYPE";

/** The most tokens the withdraw list offers (the wallet's largest holdings by the index). */
export const WITHDRAW_ASSETS_MAX = 50;

const rawAmount = z.string().regex(/^\d+$/).meta({ example: "1000000000000000000" });

export const withdrawAssetSchema = z.object({
  /** null for HYPE, else the token's contract. */
  tokenAddress: addressSchema().nullable(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  /** The balance read from the chain now (pending block), in base units. */
  balance: rawAmount,
  balanceReadable: z.string(),
});
export type WithdrawAsset = z.infer<typeof withdrawAssetSchema>;

export const withdrawAssetsSchema = z.object({ address: addressSchema(), assets: z.array(withdrawAssetSchema) });
export type WithdrawAssets = z.infer<typeof withdrawAssetsSchema>;

export const withdrawPlanRequestSchema = z.object({
  userId: z.string().min(1, "User ID is required"),
  /** "HYPE", or the token's contract. */
  asset: z.union([z.literal(HYPE_ASSET), addressSchema("Invalid token address")]),
  /** Checked again by the server: a mixed-case address must carry a valid checksum (EIP-55). */
  to: z.string().min(1, "Recipient is required").max(100, "Invalid recipient address"),
  /** Whole units as decimal text, or "max": the whole balance (for HYPE, less this transfer's network fee). */
  amount: z.union([z.literal("max"), amountTextSchema]),
});
export type WithdrawPlanRequest = z.infer<typeof withdrawPlanRequestSchema>;

export const recipientWarningSchema = z.object({
  kind: z.enum(["contract", "unused"]),
  message: z.string(),
});
export type RecipientWarning = z.infer<typeof recipientWarningSchema>;

/**
 * The fields of the transfer the browser builds and its session key signs: the server fills in what only
 * the chain knows (nonce, gas, fees); the browser sets recipient, value and data from what the user chose.
 */
export const withdrawTransactionSchema = z.object({
  chainId: z.number().int(),
  nonce: z.number().int().min(0),
  gas: rawAmount,
  maxFeePerGas: rawAmount,
  maxPriorityFeePerGas: rawAmount,
});

export const withdrawPlanSchema = z.object({
  asset: withdrawAssetSchema,
  /** The recipient, checksummed. */
  to: addressSchema(),
  amount: rawAmount,
  amountReadable: z.string(),
  /** The most this transfer can cost in HYPE: gas × max fee per gas. */
  fee: rawAmount,
  feeReadable: z.string(),
  transaction: withdrawTransactionSchema,
  warnings: z.array(recipientWarningSchema),
});
export type WithdrawPlan = z.infer<typeof withdrawPlanSchema>;

/** POST /transactions/withdraw/nonce: the confirmed withdrawal's most it can cost (value plus gas × max fee), in wei. */
export const withdrawNonceRequestSchema = z.object({
  userId: z.string().min(1, "User ID is required"),
  cost: rawAmount,
});
export type WithdrawNonceRequest = z.infer<typeof withdrawNonceRequestSchema>;

/**
 * The nonce the wallet's WalletNonces reserved for the withdrawal, held until the transfer signed with it is
 * broadcast with `reservation` (or for 20 s), so no trade takes it meanwhile.
 */
export const withdrawNonceSchema = z.object({
  nonce: z.number().int().min(0),
  reservation: z.uuid(),
});
export type WithdrawNonce = z.infer<typeof withdrawNonceSchema>;
