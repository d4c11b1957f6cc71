import { creatorScoreSchema } from "./leaderboard";
import { addressSchema, DECIMALS_MAX, DECIMALS_MIN, decimalTextSchema, tokenAddressSchema } from "./primitives";
import { snifferVerdictSchema } from "./sniffer-verdict";
import { z } from "./zod";

// GET /api/v1/tools/sniffer/{tokenAddress}: a token's safety report, computed from the chain.

/** How bad a finding is, worst first; a check that found nothing has no severity. */
export const SEVERITIES = ["critical", "high", "medium", "low", "info"] as const;
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

/** Every check the sniffer runs, in the order the report lists them. */
export const SNIFFER_CHECKS = [
  "honeypot",
  "buy-tax",
  "sell-tax",
  "transfer-tax",
  "max-transaction",
  "owner",
  "mint",
  "pause",
  "blacklist",
  "fee-setter",
  "proxy",
  "self-destruct",
  "holder-concentration",
  "bundle",
  "snipers",
  "creator-share",
  "creator-record",
  "liquidity",
] as const;
export const snifferCheckIdSchema = z.enum(SNIFFER_CHECKS);
export type SnifferCheckId = z.infer<typeof snifferCheckIdSchema>;

/**
 * One check. "not-analysed" means the sniffer could not tell (no market, no code, a node that refused), which
 * is never the same as passing: only an analysed check with no severity passed.
 */
export const snifferCheckSchema = z.object({
  id: snifferCheckIdSchema,
  title: z.string(),
  status: z.enum(["analysed", "not-analysed"]),
  severity: severitySchema.nullable(),
  summary: z.string(),
});
export type SnifferCheck = z.infer<typeof snifferCheckSchema>;

export { type SnifferVerdict, snifferVerdictSchema } from "./sniffer-verdict";

/** Where trades were simulated: the launchpad's curve before bonding, else the token's WHYPE pair or pool. */
export const snifferVenueSchema = z.enum(["curve", "hyperswap-v2", "hyperswap-v3"]);

/** One step of a simulated trade: tokens that left one side and reached the other (their difference is the tax). */
export const tradeStepSchema = z.object({
  ok: z.boolean(),
  /** The decoded revert reason (or the raw revert data) of a failed step. */
  revertReason: z.string().nullable(),
  /** Percent of the tokens lost on the way; null when the step failed or moved nothing. */
  taxPercent: z.number().nullable(),
  gasUsed: z.number().int(),
  /** HYPE paid for the buy, or received for the sell. */
  hype: decimalTextSchema.nullable(),
});
export type TradeStep = z.infer<typeof tradeStepSchema>;

/** A buy, a transfer of a tenth to a fresh address, and a sell of the rest, at one size. */
export const tradeTrialSchema = z.object({
  /** HYPE spent on the buy, and that as a share of the market's HYPE depth (a curve's virtual reserve included). */
  hypeIn: decimalTextSchema,
  liquidityPercent: z.number(),
  buy: tradeStepSchema,
  transfer: tradeStepSchema.nullable(),
  sell: tradeStepSchema.nullable(),
});
export type TradeTrial = z.infer<typeof tradeTrialSchema>;

/** Whether a trial's buy, transfer and sell all went through. */
export const wentThrough = (trial: TradeTrial) => trial.buy.ok && trial.transfer?.ok === true && trial.sell?.ok === true;

/** Why a holder is not a person: a launchpad curve or a pair holds tokens for sale, burned tokens are gone, the token holds its own. */
export const excludedHolderKindSchema = z.enum(["bonding-curve", "pair", "burn", "token"]);
export type ExcludedHolderKind = z.infer<typeof excludedHolderKindSchema>;

export const snifferHolderSchema = z.object({
  address: addressSchema(),
  percent: z.number(),
  label: z.enum(["creator", "holder"]),
});

export const creatorLaunchSchema = z.object({
  address: tokenAddressSchema,
  symbol: z.string(),
  creationTimestamp: z.number().int().nullable(),
  /** Percent of what the creator bought of it that the creator has sold. */
  creatorSoldPercent: z.number().nullable(),
  rugged: z.boolean(),
});

export const snifferReportSchema = z.object({
  token: z.object({
    address: tokenAddressSchema,
    name: z.string().nullable(),
    symbol: z.string().nullable(),
    decimals: z.number().int().min(DECIMALS_MIN).max(DECIMALS_MAX).nullable(),
    totalSupply: decimalTextSchema.nullable(),
    /** Whether the indexer follows it as a launchpad token. */
    launchpad: z.boolean(),
  }),
  /** The chain state the report reads: every figure is as of this block. */
  block: z.object({ number: z.number().int(), timestamp: z.number().int() }),
  verdict: snifferVerdictSchema,
  /** 0–100, 100 the safest; null when the trades could not be simulated. */
  score: z.number().int().min(0).max(100).nullable(),
  coverage: z.object({ analysed: z.number().int(), total: z.number().int() }),
  market: z
    .object({
      venue: snifferVenueSchema,
      address: addressSchema(),
      /** HYPE really held for the market: a curve's raised HYPE (its virtual reserve left out), a pool's WHYPE. */
      liquidityHype: decimalTextSchema,
      /** The HYPE reserve prices move against and trial sizes are shares of: a curve's virtual reserve included. */
      depthHype: decimalTextSchema,
    })
    .nullable(),
  simulation: z.object({ caller: addressSchema(), trials: z.array(tradeTrialSchema) }).nullable(),
  contract: z
    .object({
      owner: addressSchema().nullable(),
      /** Owner-only functions found in the bytecode, by signature. */
      privileged: z.array(z.object({ signature: z.string(), kind: z.string(), verified: z.boolean() })),
      implementation: addressSchema().nullable(),
      codeSize: z.number().int(),
    })
    .nullable(),
  holders: z
    .object({
      /** Read from the indexer's balances, or replayed from the token's Transfer logs. */
      source: z.enum(["indexer", "chain-logs"]),
      count: z.number().int(),
      top10Percent: z.number(),
      top: z.array(snifferHolderSchema),
      /** Holders that are not people, left out of the count and the top 10: markets hold tokens for sale, burned ones are gone. */
      excluded: z.array(
        z.object({
          address: addressSchema(),
          percent: z.number(),
          kind: excludedHolderKindSchema,
        }),
      ),
    })
    .nullable(),
  creator: z
    .object({
      address: addressSchema(),
      percent: z.number().nullable(),
      confidenceTier: creatorScoreSchema.shape.confidenceTier.nullable(),
      confidenceScore: z.number().nullable(),
      launches: z.array(creatorLaunchSchema),
    })
    .nullable(),
  /** The launch as the bubble map sees it: bundles (wallets one address funded, buying in the launch block) and snipers. */
  launch: z
    .object({
      bundles: z.array(
        z.object({ members: z.array(addressSchema()), funder: addressSchema().nullable(), boughtAtLaunch: z.number().int(), percent: z.number() }),
      ),
      snipers: z.array(z.object({ address: addressSchema(), percent: z.number() })),
    })
    .nullable(),
  liquidity: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("curve"), progressPercent: z.number(), frozen: z.boolean(), bonded: z.boolean() }),
      /** A V2 pair's LP tokens: the share burned and the share the creator holds. */
      z.object({ kind: z.literal("lp"), burnedPercent: z.number(), creatorPercent: z.number().nullable() }),
    ])
    .nullable(),
  checks: z.array(snifferCheckSchema),
});
export type SnifferReport = z.infer<typeof snifferReportSchema>;

export const snifferQuerySchema = z.object({
  /** "1" skips the cached report and analyses the chain as it is now. */
  fresh: z.enum(["1"]).optional(),
});
