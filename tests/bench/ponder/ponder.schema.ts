// What the Ponder side of the benchmark writes: launchpad tokens, V2 pairs, one row per trade
// (curve buys and sells, V2 swaps) and 1m and 1h candles of each market.
import { index, onchainTable } from "ponder";

export const token = onchainTable("token", (t) => ({
  address: t.hex().primaryKey(),
  creator: t.hex().notNull(),
  name: t.text().notNull(),
  symbol: t.text().notNull(),
  createdAt: t.integer().notNull(),
}));

export const pair = onchainTable("pair", (t) => ({
  address: t.hex().primaryKey(),
  token0: t.hex().notNull(),
  token1: t.hex().notNull(),
  createdAt: t.integer().notNull(),
}));

export const trade = onchainTable(
  "trade",
  (t) => ({
    id: t.text().primaryKey(),
    /** The launchpad token for a curve trade, the pair for a V2 swap. */
    market: t.hex().notNull(),
    trader: t.hex().notNull(),
    isBuy: t.boolean().notNull(),
    baseAmount: t.bigint().notNull(),
    quoteAmount: t.bigint().notNull(),
    price: t.doublePrecision().notNull(),
    timestamp: t.integer().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
  }),
  (table) => ({ marketTime: index().on(table.market, table.timestamp) }),
);

/** One candle per market and period: its start (unix seconds), prices and quote volume. */
const candleTable = <name extends string>(name: name) =>
  onchainTable(name, (t) => ({
    id: t.text().primaryKey(),
    market: t.hex().notNull(),
    bucket: t.integer().notNull(),
    open: t.doublePrecision().notNull(),
    high: t.doublePrecision().notNull(),
    low: t.doublePrecision().notNull(),
    close: t.doublePrecision().notNull(),
    volume: t.bigint().notNull(),
    trades: t.integer().notNull(),
  }));

export const candle1m = candleTable("candle_1m");
export const candle1h = candleTable("candle_1h");
