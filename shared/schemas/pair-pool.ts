import { protocolSchema } from "./chart";
import { addressSchema, pairAddressSchema } from "./primitives";
import { lpStatusSchema } from "./token-safety";
import { z } from "./zod";

const pooledSchema = z.object({
  address: addressSchema(),
  symbol: z.string().nullable(),
  /** Whole tokens in the pool after its newest trade or liquidity change (a curve's HYPE without its virtual liquidity); null when none is indexed. */
  amount: z.number().nullable(),
});

/** GET /api/v1/indexer/pair-pool/{pairAddress}: what a market holds, its token's supplies and dates, and who provided its liquidity. */
export const pairPoolResponseSchema = z.object({
  pairAddress: pairAddressSchema,
  protocol: protocolSchema,
  token0: pooledSchema,
  token1: pooledSchema,
  reservesBlock: z.number().int().nullable(),
  /** The displayed token's supplies in whole tokens, for FDV (total) beside market cap (circulating). */
  totalSupply: z.number().nullable(),
  circulatingSupply: z.number().nullable(),
  /** When the displayed token launched (launchpad tokens), when this market was created, when the launch bonded. */
  launchedAt: z.number().int().nullable(),
  pairCreatedAt: z.number().int(),
  bondedAt: z.number().int().nullable(),
  /** A launch's bonded pair: its LP status (shared/schemas/token-safety.ts); null for any other market. */
  lp: lpStatusSchema.nullable(),
  /** Who added or removed liquidity (the bonding's add is the launchpad's), most adds first. */
  liquidityProviders: z.array(z.object({ address: addressSchema(), adds: z.number().int(), removes: z.number().int() })),
});
export type PairPoolResponse = z.infer<typeof pairPoolResponseSchema>;
