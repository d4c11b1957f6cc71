import { decimalTextSchema } from "./primitives";
import { z } from "./zod";

// GET /api/v1/tools/gas: gas prices, block fullness and what common actions cost, read from the chain.

/** HyperEVM's two block kinds (HYPEREVM.md, "Dual blocks"): a small block every second, a big one every minute. */
export const FAST_BLOCK_GAS_LIMIT = 2_000_000;
export const BIG_BLOCK_GAS_LIMIT = 30_000_000;

/** Recent blocks the report reads (feeHistory and headers): a minute of fast blocks. */
export const GAS_HISTORY_BLOCKS = 60;

/** EIP-1559: the base fee moves at most 1/8 per block, so a fee stays valid this many blocks at worst. */
export const BASE_FEE_MAX_RISE = 1.125;
export const MAX_FEE_HORIZON_BLOCKS = 10;

export const gasLaneKindSchema = z.enum(["fast", "big", "single"]);
export type GasLaneKind = z.infer<typeof gasLaneKindSchema>;

/** Amounts of gas price are wei as decimal text (they outgrow a double's exact range in HYPE terms). */
const weiSchema = decimalTextSchema;

export const gasLaneSchema = z.object({
  kind: gasLaneKindSchema,
  /** The gas limit of this lane's newest block. */
  gasLimit: z.number(),
  /** Blocks of this lane among the recent ones. */
  blocks: z.number(),
  /** Average seconds between two blocks of this lane, null with fewer than two. */
  blockSeconds: z.number().nullable(),
  /** The base fee the next block of this lane will charge: eth_gasPrice's or eth_bigBlockGasPrice's base, else feeHistory's. */
  nextBaseFee: weiSchema,
  /** The price the node suggests for this lane's next block (eth_gasPrice, eth_bigBlockGasPrice). */
  suggestedGasPrice: weiSchema.nullable(),
  /** Priority fees paid in this lane's recent blocks: 10th, 50th and 90th percentile of each block, averaged. */
  priorityFee: z.object({ p10: weiSchema, p50: weiSchema, p90: weiSchema }),
  /** Gas used over gas limit, averaged over this lane's recent blocks (percent). */
  fullnessPercent: z.number(),
  /** A maxFeePerGas that stays above the base fee for MAX_FEE_HORIZON_BLOCKS full blocks, plus the median tip. */
  maxFeePerGas: weiSchema,
});
export type GasLane = z.infer<typeof gasLaneSchema>;

export const gasBlockSchema = z.object({
  number: z.number(),
  timestamp: z.number(),
  lane: gasLaneKindSchema,
  gasUsed: z.number(),
  gasLimit: z.number(),
  baseFee: weiSchema,
  transactions: z.number(),
});
export type GasBlock = z.infer<typeof gasBlockSchema>;

export const GAS_ACTIONS = ["transfer", "launchpad-create", "curve-buy", "curve-sell", "v2-swap", "v3-swap"] as const;
export const gasActionSchema = z.enum(GAS_ACTIONS);
export type GasAction = z.infer<typeof gasActionSchema>;

export const actionCostSchema = z.object({
  action: gasActionSchema,
  /** Median gasUsed of the chain's latest transactions of this kind; null when none was found. */
  gasUsed: z.number().nullable(),
  /** Where the figure comes from: receipts of recent transactions (how many), or the protocol's fixed cost. */
  source: z.discriminatedUnion("kind", [z.object({ kind: z.literal("receipts"), transactions: z.number() }), z.object({ kind: z.literal("protocol") })]),
  /** Cost at the node's suggested price for the next (fast) block, eth_gasPrice, in HYPE and USD (null without a HYPE price). */
  costHype: z.number().nullable(),
  costUsd: z.number().nullable(),
  /** Over FAST_BLOCK_GAS_LIMIT, the transaction can only go in a big block. */
  needsBigBlock: z.boolean(),
});
export type ActionCost = z.infer<typeof actionCostSchema>;

export const gasReportSchema = z.object({
  block: z.object({ number: z.number(), timestamp: z.number() }),
  /** True when the node answers eth_bigBlockGasPrice (HyperEVM); anvil and other nodes have one lane. */
  dualBlocks: z.boolean(),
  lanes: z.array(gasLaneSchema),
  hypeUsd: z.number().nullable(),
  /** eth_gasPrice: what the actions are priced at. */
  gasPrice: weiSchema,
  actions: z.array(actionCostSchema),
  recentBlocks: z.array(gasBlockSchema),
});
export type GasReport = z.infer<typeof gasReportSchema>;
