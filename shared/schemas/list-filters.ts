import { protocolSchema } from "./chart";
import { z } from "./zod";

// The list filters every market list offers (the discovery lists, the HyperSwap pair lists, the token list), each
// optional and checked with a message that names it.

/** The largest whole number a filter takes: fifteen digits, exact as a JavaScript number. */
const LARGEST = 999_999_999_999_999;

/** A whole number in a query string, with a message that names the filter; the document states its bounds. */
export const wholeNumber = (label: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${label} must be a whole number, 0 or more`)
    .transform(Number)
    .meta({ type: "integer", minimum: 0, maximum: LARGEST, example: 0 });

export const listFiltersSchema = z.object({
  minLiquidity: wholeNumber("Minimum liquidity").optional(),
  minMarketCap: wholeNumber("Minimum market cap").optional(),
  maxMarketCap: wholeNumber("Maximum market cap").optional(),
  /** Hours since the market was created. */
  minAgeHours: wholeNumber("Minimum age").optional(),
  maxAgeHours: wholeNumber("Maximum age").optional(),
  minHolders: wholeNumber("Minimum holders").optional(),
  minVolume24h: wholeNumber("Minimum 24h volume").optional(),
  /** true: launchpad tokens that graduated to HyperSwap; false: launchpad tokens still on their curve. */
  bonded: z.enum(["true", "false"], { message: "Bonded must be true or false" }).optional(),
  /** The market a row trades on: a launchpad curve, a HyperSwap V2 pair or a V3 pool. */
  market: z.enum(protocolSchema.options, { message: "Market must be liquidlaunch, hyperswap-v2 or hyperswap-v3" }).optional(),
});
export type ListFilters = z.output<typeof listFiltersSchema>;
