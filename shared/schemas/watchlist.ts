import { curveProgressSchema } from "./curve-progress";
import { pairAddressSchema } from "./primitives";
import { z } from "./zod";

// /api/v1/watchlist: the markets a trader starred. Signed out the browser keeps them; signed in the server does,
// and the browser's list is merged in at sign-in.

/** Markets one watchlist holds at most. */
export const WATCHLIST_MAX = 200;
export const WATCHLIST_FULL = `A watchlist holds at most ${WATCHLIST_MAX} tokens: unstar one first`;

const lowerPair = pairAddressSchema.transform((address) => address.toLowerCase());

export const watchlistPairParamSchema = z.object({ pair: lowerPair });

export const watchlistSchema = z.object({
  /** Lowercase market addresses, most recently starred first. */
  pairs: z.array(pairAddressSchema),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** The browser's signed-out list, merged in at sign-in. */
export const watchlistMergeSchema = z.object({
  pairs: z.array(lowerPair).max(WATCHLIST_MAX, `pairs: at most ${WATCHLIST_MAX} tokens`),
});

/** Addresses joined by commas: the document says so, so a client (and the fuzz) can tell a list from free text. */
const PAIR_LIST_PATTERN = /^0x[0-9a-fA-F]{40}(,0x[0-9a-fA-F]{40})*$/;

/** GET /api/v1/watchlist/markets?pairs=a,b: the figures of the starred markets. */
export const watchedMarketsQuerySchema = z.object({
  pairs: z
    .string()
    .regex(PAIR_LIST_PATTERN, "Invalid pair address format")
    .transform((text) => [...new Set(text.split(",").filter((part) => part !== ""))])
    .pipe(z.array(lowerPair).max(WATCHLIST_MAX, `pairs: at most ${WATCHLIST_MAX} tokens`))
    .meta({ example: "0x5555555555555555555555555555555555555555" }),
});

/** A starred market's figures, as the pair page shows them. */
export const watchedMarketSchema = z.object({
  pairAddress: pairAddressSchema,
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  imageUri: z.string().nullable(),
  priceUsd: z.number().nullable(),
  marketCapUsd: z.number().nullable(),
  priceChange24h: z.number().nullable(),
  /** The launch's bonding curve; null for a market that is not a launchpad token's. */
  curve: curveProgressSchema.nullable(),
});
export type WatchedMarket = z.infer<typeof watchedMarketSchema>;

export const watchedMarketsResponseSchema = z.object({ markets: z.array(watchedMarketSchema) });
export type WatchedMarketsResponse = z.infer<typeof watchedMarketsResponseSchema>;
