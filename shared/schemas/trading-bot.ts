import { CONFIDENCE_TIERS, type ConfidenceTier } from "../scoring";
import { addressSchema, txHashSchema } from "./primitives";
import { amountTextSchema, SELL_PERCENTAGE_MAX, SELL_PERCENTAGE_MIN, SLIPPAGE_TOLERANCE_DEFAULT, SLIPPAGE_TOLERANCE_MAX } from "./trade";
import { z } from "./zod";

// The trading bot's rules, their log and the bot's own limits (/api/v1/tools/bot/…). Prices are HYPE per
// whole token as a 0.001 HYPE buy pays it on the market the token trades on now (curve or HyperSwap V2);
// a market cap is that price times the token's total supply, in HYPE.

/** Rules a trader may keep at once, and the longest a rule may stay armed. */
export const BOT_RULES_MAX = 50;
export const RULE_EXPIRY_MAX_DAYS = 90;
export const DCA_INTERVAL_MIN_SECONDS = 60;
export const DCA_TIMES_MAX = 1000;
/** The bot's daily spend cap until the trader sets one (HYPE per UTC day, every rule together). */
export const BOT_DAILY_CAP_DEFAULT = "10";

const positive = (field: string) => z.number({ error: `${field} must be a number` }).positive(`${field} must be above 0`);
const hypeAmount = (field: string) =>
  amountTextSchema.refine((text) => Number(text) > 0, `${field} must be more than 0 HYPE`).meta({ description: `${field}, in HYPE`, example: "0.5" });
const tokenAddress = addressSchema("tokenAddress must be a 0x address of 40 hex digits");
const percentage = z
  .number({ error: "percentage must be a number" })
  .min(SELL_PERCENTAGE_MIN, `percentage must be at least ${SELL_PERCENTAGE_MIN}`)
  .max(SELL_PERCENTAGE_MAX, `percentage must be at most ${SELL_PERCENTAGE_MAX}`);

/** What every rule carries: when it lapses, the slippage it accepts and the most HYPE it may ever spend. */
const limits = {
  /** Unix seconds; the rule stops at this time. */
  expiresAt: z.number({ error: "expiresAt must be a unix time in seconds" }).int("expiresAt must be whole seconds"),
  slippageTolerance: z
    .number()
    .int("slippageTolerance must be whole basis points (100 = 1 %)")
    .min(0, "slippageTolerance must be at least 0")
    .max(SLIPPAGE_TOLERANCE_MAX, `slippageTolerance must be at most ${SLIPPAGE_TOLERANCE_MAX} (10 %)`)
    .default(SLIPPAGE_TOLERANCE_DEFAULT),
  spendCap: hypeAmount("spendCap"),
};

export const triggerSchema = z.object({
  measure: z.enum(["price", "marketCap"], { error: "trigger.measure must be price or marketCap" }),
  at: positive("trigger.at"),
});

const limitBuy = z.object({ kind: z.literal("limit-buy"), tokenAddress, trigger: triggerSchema, amount: hypeAmount("amount"), ...limits });
const limitSell = z.object({ kind: z.literal("limit-sell"), tokenAddress, trigger: triggerSchema, percentage, ...limits });
/** Bound to the position the buy `positionTx` opened: it sells what that buy received, never a later position. */
const takeProfit = z.object({ kind: z.literal("take-profit"), tokenAddress, positionTx: txHashSchema, price: positive("price"), ...limits });
const stopLoss = z.object({ kind: z.literal("stop-loss"), tokenAddress, positionTx: txHashSchema, price: positive("price"), ...limits });
const trailingStop = z.object({
  kind: z.literal("trailing-stop"),
  tokenAddress,
  trailPercent: z.number().min(0.1, "trailPercent must be at least 0.1").max(99, "trailPercent must be at most 99"),
  percentage,
  ...limits,
});
const dca = z.object({
  kind: z.literal("dca"),
  tokenAddress,
  amount: hypeAmount("amount"),
  intervalSeconds: z.number().int().min(DCA_INTERVAL_MIN_SECONDS, `intervalSeconds must be at least ${DCA_INTERVAL_MIN_SECONDS}`),
  times: z.number().int().min(1, "times must be at least 1").max(DCA_TIMES_MAX, `times must be at most ${DCA_TIMES_MAX}`),
  maxPrice: positive("maxPrice").optional(),
  ...limits,
});
const copy = z.object({
  kind: z.literal("copy"),
  wallet: addressSchema("wallet must be a 0x address of 40 hex digits"),
  factor: z.number().min(0.01, "factor must be at least 0.01").max(100, "factor must be at most 100"),
  perTradeCap: hypeAmount("perTradeCap"),
  dailyCap: hypeAmount("dailyCap"),
  mode: z.enum(["buys", "both"], { error: "mode must be buys or both" }),
  ...limits,
});
const tierNames = CONFIDENCE_TIERS.map((tier) => tier.name) as [ConfidenceTier, ...ConfidenceTier[]];
const snipe = z.object({
  kind: z.literal("snipe"),
  /** The creator's confidence tier must be this one or better. */
  minTier: z.enum(tierNames, { error: `minTier must be one of ${tierNames.join(", ")}` }),
  /** The most of the supply bought in the launch's own block (bundles and snipers) the launch may show. */
  maxLaunchBlockPercent: z.number().min(0, "maxLaunchBlockPercent must be at least 0").max(100, "maxLaunchBlockPercent must be at most 100"),
  amount: hypeAmount("amount"),
  ...limits,
});

export const ruleSpecSchema = z.discriminatedUnion("kind", [limitBuy, limitSell, takeProfit, stopLoss, trailingStop, dca, copy, snipe], {
  error: "kind must be one of limit-buy, limit-sell, take-profit, stop-loss, trailing-stop, dca, copy, snipe",
});
export type RuleSpec = z.infer<typeof ruleSpecSchema>;
export type RuleKind = RuleSpec["kind"];
export const RULE_KINDS: RuleKind[] = ["limit-buy", "limit-sell", "take-profit", "stop-loss", "trailing-stop", "dca", "copy", "snipe"];

export const ruleStatusSchema = z.enum(["armed", "paused", "done", "cancelled", "expired"]);
export type RuleStatus = z.infer<typeof ruleStatusSchema>;

export const botRuleSchema = z.object({
  id: z.string(),
  status: ruleStatusSchema,
  spec: ruleSpecSchema,
  /** HYPE spent by the rule so far. */
  spent: z.string(),
  /** Buys made (DCA counts toward times). */
  executions: z.number().int(),
  /** Trailing stop: the highest price since armed. */
  high: z.number().nullable(),
  createdAt: z.string(),
});
export type BotRule = z.infer<typeof botRuleSchema>;

export const botSettingsSchema = z.object({
  paused: z.boolean(),
  dailyCap: z.string(),
  /** HYPE the bot spent this UTC day. */
  spentToday: z.string(),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

export const botSettingsRequestSchema = z.object({ paused: z.boolean().optional(), dailyCap: hypeAmount("dailyCap").optional() });
export const rulePauseRequestSchema = z.object({ paused: z.boolean({ error: "paused must be true or false" }) });
const RULE_ID_EXAMPLE = "0b5c8a1e-6f2d-4c3b-9a7e-1d2f3a4b5c6d";
export const ruleIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f-]{36}$/, "Rule not found")
    .meta({ example: RULE_ID_EXAMPLE }),
});

export const botOverviewSchema = z.object({ settings: botSettingsSchema, rules: z.array(botRuleSchema) });
export type BotOverview = z.infer<typeof botOverviewSchema>;

export const logOutcomeSchema = z.enum(["executed", "skipped", "failed", "interrupted", "cancelled", "expired"]);
export const botLogEntrySchema = z.object({
  id: z.number().int(),
  ruleId: z.string(),
  kind: z.enum(RULE_KINDS as [RuleKind, ...RuleKind[]]),
  at: z.string(),
  /** The block whose update triggered it. */
  block: z.number().int(),
  outcome: logOutcomeSchema,
  reason: z.string(),
  tokenAddress: z.string().nullable(),
  side: z.enum(["buy", "sell"]).nullable(),
  amountIn: z.string().nullable(),
  amountOut: z.string().nullable(),
  transactionHash: z.string().nullable(),
});
export type BotLogEntry = z.infer<typeof botLogEntrySchema>;
export const botLogSchema = z.object({ entries: z.array(botLogEntrySchema) });
export const botLogQuerySchema = z.object({ ruleId: z.string().max(64).optional().meta({ example: RULE_ID_EXAMPLE }) });
export const BOT_LOG_CSV_COLUMNS = ["at", "rule", "kind", "block", "outcome", "reason", "token", "side", "amountIn", "amountOut", "transaction"] as const;
