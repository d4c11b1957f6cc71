import { queryInt, tokenAddressSchema } from "./primitives";
import { holderSchema } from "./token-holders";
import { z } from "./zod";

export const TOP_TRADERS_LIMIT_MAX = 100;
export const TOP_TRADERS_LIMIT_DEFAULT = 50;

export const topTradersQuerySchema = z.object({
  limit: queryInt(z.number().min(1).max(TOP_TRADERS_LIMIT_MAX)).optional(),
});

/** GET /api/v1/indexer/top-traders/{tokenAddress}: the people who traded the token, best total PnL first. */
export const topTradersResponseSchema = z.object({
  tokenAddress: tokenAddressSchema,
  traders: z.array(holderSchema),
});
export type TopTradersResponse = z.infer<typeof topTradersResponseSchema>;
