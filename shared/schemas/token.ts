import { addressSchema, DECIMALS_MAX, DECIMALS_MIN, isoDateSchema, tokenAddressSchema } from "./primitives";
import { z } from "./zod";

/** GET /api/v1/indexer/pulse answers the newest 20 launches. */
export const PULSE_TOKEN_COUNT = 20;

/** A token as the indexer stores it. */
export const tokenSchema = z.object({
  address: tokenAddressSchema,
  chainId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(DECIMALS_MIN).max(DECIMALS_MAX),
  totalSupply: z.string().nullable(),
  circulatingSupply: z.string().nullable(),
  tokenType: z.enum(["launchpad", "erc20", "native-wrapped", "stablecoin"]),
  creatorAddress: addressSchema().nullable(),
  creationBlock: z.number().int().nullable(),
  creationTimestamp: z.number().int().nullable(),
  projectId: z.string().nullable(),
  bondedAt: isoDateSchema.nullable(),
  pairCreated: addressSchema().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Token = z.infer<typeof tokenSchema>;

export const pulseResponseSchema = z.object({
  tokens: z.array(tokenSchema),
  count: z.number().int(),
});
export type PulseResponse = z.infer<typeof pulseResponseSchema>;
