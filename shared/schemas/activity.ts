import { protocolSchema } from "./chart";
import {
  addressSchema,
  booleanTextSchema,
  decimalTextSchema,
  isoDateSchema,
  pairAddressSchema,
  positiveTimestampSchema,
  queryInt,
  txHashSchema,
} from "./primitives";
import { z } from "./zod";

/** la liquidity added, lr liquidity removed, pc pair created, t transfer, tb token bonded, tc token created. */
export const ACTIVITY_EVENT_TYPES = ["la", "lr", "pc", "t", "tb", "tc"] as const;
export const ACTIVITY_LIMIT_MIN = 1;
export const ACTIVITY_LIMIT_MAX = 100_000;
export const activityEventTypeSchema = z.enum(ACTIVITY_EVENT_TYPES);
export type ActivityEventType = z.infer<typeof activityEventTypeSchema>;

/** One entry of the list: a type, blanks around it allowed, an empty entry ignored (as the transform below reads it). */
const EVENT_TYPE_ENTRY = `\\s*((${ACTIVITY_EVENT_TYPES.join("|")})\\s*)?`;

/** A comma list of event types, e.g. "la,lr"; an empty list filters nothing. */
const eventTypeListSchema = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((type) => type.trim())
      .filter((type) => type !== ""),
  )
  .pipe(z.array(activityEventTypeSchema))
  .meta({
    description: "A comma-separated list of event types.",
    pattern: `^${EVENT_TYPE_ENTRY}(,${EVENT_TYPE_ENTRY})*$`,
    example: "la,lr",
  });

export const activityQuerySchema = z.object({
  isBuy: booleanTextSchema.optional(),
  eventTypes: eventTypeListSchema.optional(),
  limit: queryInt(z.number().min(ACTIVITY_LIMIT_MIN).max(ACTIVITY_LIMIT_MAX)).optional(),
  beforeTimestamp: positiveTimestampSchema.optional(),
  afterTimestamp: positiveTimestampSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const activityCommon = {
  id: z.string(),
  transactionHash: txHashSchema,
  logIndex: z.number().int().min(0),
  blockNumber: z.number().int().min(0),
  blockTimestamp: z.number().int(),
  pairAddress: pairAddressSchema,
  protocol: protocolSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
};

const decimal = decimalTextSchema;

export const swapActivitySchema = z.object({
  ...activityCommon,
  kind: z.literal("swap"),
  traderAddress: addressSchema(),
  token0Address: addressSchema(),
  token1Address: addressSchema(),
  token0Symbol: z.string(),
  token1Symbol: z.string(),
  amount0In: decimal,
  amount1In: decimal,
  amount0Out: decimal,
  amount1Out: decimal,
  price0In1: decimal,
  price1In0: decimal,
  priceUsd: decimal.nullable(),
  volumeToken0: decimal,
  volumeToken1: decimal,
  volumeUsd: decimal.nullable(),
  priceImpactPercent: z.number().nullable(),
  reserve0After: decimal.nullable(),
  reserve1After: decimal.nullable(),
  liquidityAfter: decimal.nullable(),
  sqrtPriceX96After: z.string().nullable(),
  isBuy: z.boolean(),
  mcapUsd: decimal.nullable(),
});
export type SwapActivity = z.infer<typeof swapActivitySchema>;

export const eventActivitySchema = z.object({
  ...activityCommon,
  kind: z.literal("event"),
  contractAddress: addressSchema(),
  eventType: activityEventTypeSchema,
  /** Who caused it (the transaction's sender; a transfer's sender); from/to of transfers and liquidity moves. */
  traderAddress: addressSchema().nullable(),
  fromAddress: addressSchema().nullable(),
  toAddress: addressSchema().nullable(),
  tokenInAddress: addressSchema().nullable(),
  tokenOutAddress: addressSchema().nullable(),
  amountIn: decimal.nullable(),
  amountOut: decimal.nullable(),
  reserve0After: decimal.nullable(),
  reserve1After: decimal.nullable(),
  liquidityAfter: decimal.nullable(),
  pricePerToken: decimal.nullable(),
});
export type EventActivity = z.infer<typeof eventActivitySchema>;

export const activityItemSchema = z.discriminatedUnion("kind", [swapActivitySchema, eventActivitySchema]);
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityResponseSchema = z.object({
  activity: z.array(activityItemSchema),
  count: z.number().int(),
  pairAddress: pairAddressSchema,
  applied: z.object({
    isBuy: z.boolean().nullable(),
    eventTypes: z.array(activityEventTypeSchema).nullable(),
    limit: z.number().int(),
  }),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
