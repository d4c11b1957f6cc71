import { addressSchema, isoDateSchema } from "./primitives";
import { z } from "./zod";

export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  addresses: z.array(z.string()),
  userId: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const privateKeySchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  publicKey: z.string(),
});
export type PrivateKey = z.infer<typeof privateKeySchema>;

export const walletDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: addressSchema(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  balance: z.string(),
  balanceReadable: z.string(),
});
export type WalletDetail = z.infer<typeof walletDetailSchema>;

export const walletOneRequestSchema = z.object({
  userId: z.string().min(1, "User ID is required"),
  address: addressSchema("Invalid wallet address format"),
});
export type WalletOneRequest = z.infer<typeof walletOneRequestSchema>;

const quantity = z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/);

export const transactionRequestSchema = z.object({
  to: addressSchema(),
  value: quantity,
  data: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/)
    .optional(),
  gasLimit: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  nonce: z.number().int().min(0),
  chainId: z.number().int(),
});
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

export const authContextSchema = z.object({
  userId: z.string(),
  organizationId: z.string(),
  walletId: z.string().optional(),
  privateKeyId: z.string(),
  chainId: z.number().int(),
});
export type AuthContext = z.infer<typeof authContextSchema>;

/** The devnet faucet's gift to a signed-in user's wallet, in HYPE. */
export const FAUCET_AMOUNT_HYPE = "100";

export const faucetRequestSchema = z.object({ address: addressSchema("Invalid wallet address format") });
export type FaucetRequest = z.infer<typeof faucetRequestSchema>;

export const faucetResponseSchema = z.object({ address: addressSchema(), balance: z.string(), balanceReadable: z.string() });
export type FaucetResponse = z.infer<typeof faucetResponseSchema>;
