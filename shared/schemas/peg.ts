import { protocolSchema } from "./chart";
import { addressSchema, decimalTextSchema } from "./primitives";
import { z } from "./zod";

// GET /api/v1/tools/peg: each stablecoin's peg from execution quotes on its stable pools, with its history.

/** Trade sizes quoted on every pool, in dollars of the stablecoin. */
export const PEG_QUOTE_SIZES_USD = [1_000, 10_000, 100_000] as const;
/** Off peg beyond this (basis points) is a depeg; back under half of it ends one. */
export const DEPEG_BPS = 10;
/** A pool's depth is the trade that moves its execution price this far (basis points). */
export const DEPTH_BPS = 50;
/** History the report reads: 15-minute candles of the last seven days. */
export const PEG_HISTORY_DAYS = 7;

export const pegQuoteSchema = z.object({
  sizeUsd: z.number(),
  /** The other coin received per coin sold, and paid per coin bought, fees included; null where the pool cannot fill it. */
  sellPrice: z.number().nullable(),
  buyPrice: z.number().nullable(),
});

export const depegEventSchema = z.object({
  start: z.number(),
  /** Null while the depeg lasts. */
  end: z.number().nullable(),
  /** The farthest the price went, signed (basis points). */
  worstBps: z.number(),
  direction: z.enum(["below", "above"]),
});
export type DepegEvent = z.infer<typeof depegEventSchema>;

export const pegPoolSchema = z.object({
  address: addressSchema(),
  protocol: protocolSchema,
  fee: z.number().nullable(),
  /** The stablecoin the coin is priced in on this pool. */
  against: z.object({ address: addressSchema(), symbol: z.string() }),
  /** Mid of the smallest size's sell and buy prices, off 1 (basis points); null without both quotes. */
  deviationBps: z.number().nullable(),
  quotes: z.array(pegQuoteSchema),
  /** Dollars to sell (down) or buy (up) to move the execution price DEPTH_BPS from the mid; null past the search's range. */
  depthUsd: z.object({ down: z.number().nullable(), up: z.number().nullable() }),
  /** Candle closes off 1 (basis points), oldest first. */
  history: z.array(z.object({ time: z.number(), deviationBps: z.number() })),
  events: z.array(depegEventSchema),
  /** Share of the history's candles within DEPEG_BPS of the peg. */
  timeAtPegPercent: z.number().nullable(),
});
export type PegPool = z.infer<typeof pegPoolSchema>;

export const pegCoinSchema = z.object({
  address: addressSchema(),
  symbol: z.string(),
  decimals: z.number(),
  /** The pools' deviations weighted by their depth; null without a quote. */
  deviationBps: z.number().nullable(),
  /** 0-100: half time at peg, half how far the worst depeg went, less a penalty while off peg; null without history. */
  score: z.number().nullable(),
  supply: z.object({ total: decimalTextSchema, change24h: decimalTextSchema.nullable() }),
  pools: z.array(pegPoolSchema),
});
export type PegCoin = z.infer<typeof pegCoinSchema>;

export const pegReportSchema = z.object({
  block: z.object({ number: z.number(), timestamp: z.number() }),
  coins: z.array(pegCoinSchema),
});
export type PegReport = z.infer<typeof pegReportSchema>;
