import { addressSchema, booleanTextSchema } from "./primitives";
import { z } from "./zod";

// GET /api/v1/tools/nft/collections and /api/v1/tools/nft/collections/{collectionAddress}.

/** Sales between the same two wallets this close together count as wash trades (back-and-forth, repeated). */
export const WASH_WINDOW_DAYS = 7;
/** An owner holding at least this share of a collection's supply is a whale. */
export const WHALE_SHARE = 0.05;
export const NFT_SORTS = ["volume24h", "volume7d", "sales24h", "floor", "change24h", "owners", "supply", "listed", "name"] as const;
export const WASH_REASONS = ["self-trade", "funded-by-seller", "back-and-forth", "repeated-pair"] as const;

const includeWash = booleanTextSchema.default(false).meta({ description: "Count wash trades in volumes and sales (they are left out by default)." });

export const nftCollectionsQuerySchema = z.object({
  sort: z.enum(NFT_SORTS, { error: `sort must be one of ${NFT_SORTS.join(", ")}` }).default("volume7d"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc"),
  search: z
    .string()
    .max(64, "search is at most 64 characters")
    .optional()
    .meta({ description: "Collections whose name, symbol or address contains this text.", example: "blobs" }),
  includeWash,
});

export const nftCollectionParamSchema = z.object({ collectionAddress: addressSchema("Invalid collection address format") });

const TRAIT = /^[^:]{1,60}:[^:]{1,60}$/;
/** The whole parameter, so the document states it: one to eight Name:Value pairs. */
const TRAITS = /^[^:,]{1,60}:[^:,]{1,60}(,[^:,]{1,60}:[^:,]{1,60}){0,7}$/;
export const nftCollectionQuerySchema = z.object({
  includeWash,
  trait: z
    .string()
    .max(400, "trait is at most 400 characters")
    .regex(TRAITS, "trait must be Name:Value pairs separated by commas")
    .optional()
    .transform((value) => (value ? value.split(",") : []))
    .pipe(z.array(z.string().regex(TRAIT, "trait must be Name:Value pairs separated by commas")).max(8, "at most 8 traits"))
    .meta({ description: "Only items with every one of these traits: Name:Value, comma-separated.", example: "Eyes:Laser" }),
  itemSort: z
    .enum(["id", "rarity", "price"], { error: "itemSort must be one of id, rarity, price" })
    .default("id")
    .meta({ description: "Items by token id, rarest first, or cheapest listing first (unlisted last)." }),
});

export type NftItemSort = z.infer<typeof nftCollectionQuerySchema>["itemSort"];

const hype = z.number().meta({ description: "HYPE (WHYPE counts 1:1)" });

/** Volume left out as wash trading: the share of the window's volume it was. */
export const washSummarySchema = z.object({
  windowDays: z.number().int(),
  included: z.boolean(),
  washVolume7d: hype,
  washSales7d: z.number().int(),
  /** Share (0–1) of the 7-day volume that wash trades made. */
  washShare7d: z.number(),
});

export const nftCollectionSummarySchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  standard: z.enum(["erc721", "erc1155"]),
  image: z.string().nullable(),
  floor: hype.nullable(),
  floorChange24h: z.number().nullable().meta({ description: "Percent change of the floor from 24 hours ago" }),
  volume24h: hype,
  volume7d: hype,
  sales24h: z.number().int(),
  sales7d: z.number().int(),
  owners: z.number().int(),
  supply: z.number().int(),
  listed: z.number().int(),
  wash: washSummarySchema,
});

export const nftCollectionsSchema = z.object({ collections: z.array(nftCollectionSummarySchema), wash: washSummarySchema });

export const nftTraitSchema = z.object({ trait: z.string(), value: z.string() });

export const nftItemSchema = z.object({
  tokenId: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  traits: z.array(nftTraitSchema.extend({ share: z.number() })),
  /** 1 is the rarest (the lowest product of its traits' shares); null before the metadata is read. */
  rarityRank: z.number().int().nullable(),
  owner: z.string().nullable(),
  listedPrice: hype.nullable(),
});

export const nftSaleSchema = z.object({
  kind: z.enum(["sale", "offer-sale"]),
  tokenId: z.string(),
  seller: z.string(),
  buyer: z.string(),
  price: hype,
  currency: z.enum(["HYPE", "WHYPE"]),
  at: z.number().int(),
  transactionHash: z.string(),
  washReasons: z.array(z.enum(WASH_REASONS)),
});

export const nftActivitySchema = z.object({
  kind: z.enum(["list", "cancel", "sale", "offer", "offer-cancel", "offer-sale", "transfer", "mint"]),
  tokenId: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  price: hype.nullable(),
  currency: z.enum(["HYPE", "WHYPE"]).nullable(),
  at: z.number().int(),
  transactionHash: z.string(),
  washReasons: z.array(z.enum(WASH_REASONS)),
});

export const nftCollectionDetailSchema = z.object({
  collection: nftCollectionSummarySchema,
  items: z.array(nftItemSchema),
  itemsTotal: z.number().int(),
  traits: z.array(z.object({ trait: z.string(), values: z.array(z.object({ value: z.string(), count: z.number().int() })) })),
  owners: z.object({
    total: z.number().int(),
    holdingOne: z.number().int(),
    whales: z.number().int(),
    whaleShare: z.number(),
    top: z.array(z.object({ address: z.string(), held: z.number().int(), share: z.number() })),
  }),
  /** Daily sales volume and count, and the floor at each day's end, oldest first. */
  series: z.array(z.object({ day: z.number().int(), volume: hype, sales: z.number().int(), floor: hype.nullable() })),
  listings: z.array(
    z.object({ listingId: z.number().int(), tokenId: z.string(), seller: z.string(), price: hype, currency: z.enum(["HYPE", "WHYPE"]), at: z.number().int() }),
  ),
  activity: z.array(nftActivitySchema),
});

export type NftCollectionsQuery = z.infer<typeof nftCollectionsQuerySchema>;
export type NftCollectionSummary = z.infer<typeof nftCollectionSummarySchema>;
export type NftCollections = z.infer<typeof nftCollectionsSchema>;
export type NftCollectionDetail = z.infer<typeof nftCollectionDetailSchema>;
export type NftItem = z.infer<typeof nftItemSchema>;
export type NftSale = z.infer<typeof nftSaleSchema>;
export type NftActivity = z.infer<typeof nftActivitySchema>;
export type WashReason = (typeof WASH_REASONS)[number];
export type WashSummary = z.infer<typeof washSummarySchema>;
