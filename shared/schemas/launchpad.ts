import { curveProgressSchema } from "./curve-progress";
import { addressSchema, tokenAddressSchema } from "./primitives";
import { tokenSafetySchema } from "./token-safety";
import { z } from "./zod";

export const MAX_TOKENS_PER_CREATOR = 100;

const usd = z.object({ usd: z.number() });

/** A launchpad token as the upstream server sends it ("Server fields read", spec 3). */
export const serverTokenSchema = z.object({
  address: tokenAddressSchema,
  name: z.string(),
  symbol: z.string(),
  creator: addressSchema(),
  creationTimestamp: z.number().int(),
  price: usd,
  marketCap: usd,
  liquidity: usd,
  holderCount: z.number().int().min(0),
  metadata: z.object({
    description: z.string().optional(),
    image_uri: z.string().optional(),
    twitter: z.string().optional(),
    website: z.string().optional(),
    telegram: z.string().optional(),
  }),
  timeframes: z.object({
    "24h": z.object({ volume: z.number(), buys: z.number().int(), sells: z.number().int(), priceChange: z.number() }),
  }),
  /** The share of the supply held by the ten largest holders, as a fraction (0.35 = 35%). */
  top10HoldersPercentage: z.number().min(0).max(1),
  isFrozen: z.boolean(),
  /** Upstream's bonding progress: tokens sold of those for sale, 0–100 (100 = sold out or bonded). */
  progress: z.number().min(0).max(100),
  /** The curve behind progress, with HYPE raised and HYPE left to graduation (ours: upstream's fields for them are not known). */
  curve: curveProgressSchema,
  /** Ours: who holds it (creator, snipers, bundle), its LP and the sniffer's verdict (shared/schemas/token-safety.ts). */
  safety: tokenSafetySchema,
});
export type ServerToken = z.infer<typeof serverTokenSchema>;

export const creatorProfileSchema = z.object({
  username: z.string().nullable(),
  description: z.string().nullable(),
  telegramId: z.string().nullable(),
  discordId: z.string().nullable(),
  discordName: z.string().nullable(),
  customPictureUrl: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const INACTIVE_REASONS = ["Zero price", "Trading disabled", "Price too low", "No trading activity"] as const;
/** Why a token is shown as inactive (spec 4, "Token active flag"). */
export const inactiveReasonSchema = z.enum(INACTIVE_REASONS);
export type InactiveReason = z.infer<typeof inactiveReasonSchema>;

/** A launchpad token as the app displays it. */
export const displayedTokenSchema = z.object({
  id: tokenAddressSchema,
  name: z.string(),
  symbol: z.string(),
  ticker: z.string(),
  description: z.string(),
  image: z.string(),
  creator: addressSchema(),
  created_time: z.number().int(),
  volume: z.number(),
  price: z.number(),
  price_in_sats: z.number(),
  price_change_24h: z.number(),
  marketcap: z.number(),
  liquidity: z.number(),
  holder_count: z.number().int().min(0),
  holder_top: z.number(),
  holder_dev: z.literal(0),
  txn_count: z.number().int().min(0),
  buy_count: z.number().int().min(0),
  sell_count: z.number().int().min(0),
  is_active: z.boolean(),
  /** Set once the later activity check ran: the first reason the token is inactive, or null. */
  inactive_reason: inactiveReasonSchema.nullable().optional(),
  twitter: z.string(),
  website: z.string(),
  telegram: z.string(),
  creator_profile: creatorProfileSchema.nullable(),
  curve: curveProgressSchema,
  safety: tokenSafetySchema,
});
export type DisplayedToken = z.infer<typeof displayedTokenSchema>;

export const creatorPerformanceSchema = z.object({
  principal: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  customPictureUrl: z.string().nullable(),
  walletAddress: addressSchema(),
  totalTokens: z.number().int().min(0),
  activeTokens: z.number().int().min(0),
  totalVolume: z.number(),
  btcVolume: z.number(),
  successRate: z.number().min(0).max(100),
  weightedScore: z.number(),
  confidenceScore: z.number().min(0).max(100),
  rank: z.number().int().min(1),
  totalHolders: z.number().int().min(0),
  totalTrades: z.number().int().min(0),
  lastTokenCreated: z.number().int().nullable(),
  totalMarketcap: z.number(),
  generatedMarketcapBTC: z.number(),
  generatedMarketcapUSD: z.number(),
  tokens: z.array(displayedTokenSchema).max(MAX_TOKENS_PER_CREATOR),
});
export type CreatorPerformance = z.infer<typeof creatorPerformanceSchema>;
