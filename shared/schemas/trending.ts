import { protocolSchema } from "./chart";
import { listFiltersSchema, wholeNumber } from "./list-filters";
import { sortOrderSchema } from "./markets";
import { STAT_WINDOWS, type StatWindow } from "./pair-detail";
import { pairAddressSchema, tokenAddressSchema } from "./primitives";
import { listSafetySchema } from "./token-safety";
import { z } from "./zod";

// GET /api/v1/indexer/trending: every market that displays a token, ranked, filtered and paged in the database. The
// discovery home's sections (trending, new launches, about to graduate, just graduated, gainers, losers) are its sorts
// and filters.

export const TRENDING_PAGE = { default: 24, max: 100 } as const;

/**
 * The trending score of a market over a window, 0 to 100: each term saturates, so no single figure buys the top.
 *   volume × 40 / (volume + V½)  +  traders × 25 / (traders + T½)  +  20 × price change (clamped to ±100 %) / 100
 *   + 15 × (buy volume − sell volume) / (buy volume + sell volume)
 * V½ and T½, the volume and traders that earn half their term, grow with the window.
 */
export const TRENDING_WEIGHTS = { volume: 40, traders: 25, priceChange: 20, buyPressure: 15 } as const;
export const TRENDING_HALF_POINTS: Record<StatWindow, { volumeUsd: number; traders: number }> = {
  "5m": { volumeUsd: 1_000, traders: 5 },
  "1h": { volumeUsd: 5_000, traders: 15 },
  "6h": { volumeUsd: 20_000, traders: 40 },
  "24h": { volumeUsd: 50_000, traders: 100 },
};

const usd = (value: number) => `$${value.toLocaleString("en-US")}`;

/** The score in words, as the API document and the discovery page state it. */
export const TRENDING_FORMULA = [
  `score = ${TRENDING_WEIGHTS.volume} × V / (V + V½) + ${TRENDING_WEIGHTS.traders} × T / (T + T½)`,
  ` + ${TRENDING_WEIGHTS.priceChange} × clamp(Δ / 100 %, −1, 1) + ${TRENDING_WEIGHTS.buyPressure} × (B − S) / (B + S)`,
].join("");
export const TRENDING_FORMULA_TERMS =
  "V: the window's volume in USD; T: its distinct traders; Δ: its price change in %; B and S: its buy and sell volume in USD. " +
  `V½ and T½ earn half their term: ${Object.entries(TRENDING_HALF_POINTS)
    .map(([window, half]) => `${window} ${usd(half.volumeUsd)} and ${half.traders} traders`)
    .join("; ")}.`;

export const TRENDING_SORTS = [
  "score",
  "age",
  "priceUsd",
  "liquidityUsd",
  "marketCapUsd",
  "holders",
  "volumeUsd",
  "volume24hUsd",
  "traders",
  "txns",
  "buyPressure",
  "priceChange",
  "progress",
  "bondedAt",
] as const;
export type TrendingSort = (typeof TRENDING_SORTS)[number];

export const trendingQuerySchema = listFiltersSchema.extend({
  window: z.enum(STAT_WINDOWS, { message: "Window must be 5m, 1h, 6h or 24h" }).default("1h"),
  sort: z.enum(TRENDING_SORTS, { message: `Sort must be one of ${TRENDING_SORTS.join(", ")}` }).default("score"),
  order: sortOrderSchema.default("desc"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `Limit must be a whole number from 1 to ${TRENDING_PAGE.max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `Limit must be a whole number from 1 to ${TRENDING_PAGE.max}`)
        .max(TRENDING_PAGE.max, `Limit must be a whole number from 1 to ${TRENDING_PAGE.max}`),
    )
    .meta({ type: "integer", minimum: 1, maximum: TRENDING_PAGE.max, example: TRENDING_PAGE.default })
    .default(TRENDING_PAGE.default),
  offset: wholeNumber("Offset").default(0),
});
export type TrendingQuery = z.input<typeof trendingQuerySchema>;

export const trendingRowSchema = z.object({
  pairAddress: pairAddressSchema,
  protocol: protocolSchema,
  tokenAddress: tokenAddressSchema,
  symbol: z.string(),
  name: z.string(),
  imageUri: z.string().nullable(),
  /** When the market was created (a curve: when the token launched). */
  createdAt: z.number().int(),
  priceUsd: z.number().nullable(),
  liquidityUsd: z.number().nullable(),
  marketCapUsd: z.number().nullable(),
  /** People holding the token (launchpad tokens; null for others, whose holders are not tracked). */
  holders: z.number().int().min(0).nullable(),
  /** Over the chosen window. */
  volumeUsd: z.number(),
  traders: z.number().int().min(0),
  buys: z.number().int().min(0),
  sells: z.number().int().min(0),
  buyVolumeUsd: z.number(),
  sellVolumeUsd: z.number(),
  /** (buy volume − sell volume) / (buy volume + sell volume), −1 to 1; 0 without trades. */
  buyPressure: z.number().min(-1).max(1),
  priceChange: z.number().nullable(),
  volume24hUsd: z.number(),
  score: z.number(),
  /** Launchpad tokens: share of the curve sold (0–100) and when it graduated; null for others. */
  progress: z.number().min(0).max(100).nullable(),
  bondedAt: z.number().int().nullable(),
  safety: listSafetySchema,
});
export type TrendingRow = z.infer<typeof trendingRowSchema>;

export const trendingResponseSchema = z.object({
  rows: z.array(trendingRowSchema),
  /** Every market the filters match, for paging. */
  total: z.number().int().min(0),
  window: z.enum(STAT_WINDOWS),
  sort: z.enum(TRENDING_SORTS),
  order: sortOrderSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;
