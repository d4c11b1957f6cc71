/** A trade by a wallet some copy rule follows. */
export type WatchedTrade = { wallet: string; token: string; transactionHash: string; block: number };

/** What the ingestor tells a user's bot after a committed range: its last block, the tokens traded, the trades and the new launches. */
export type BotUpdate = { block: number; tokens: string[]; trades: WatchedTrade[]; launches: string[] };

/** The keys a committed update wakes rules by (migrations/0021_trading_bot.sql). */
export const watchKeys = (update: BotUpdate): string[] => [
  "blocks",
  ...update.tokens.map((token) => `token:${token}`),
  ...new Set(update.trades.map((trade) => `wallet:${trade.wallet}`)),
  ...(update.launches.length > 0 ? ["launches"] : []),
];
