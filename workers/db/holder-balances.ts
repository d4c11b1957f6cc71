// The holder_balances table: one row per (token, holder), written by ingestion, read by the holder queries.

/** A holder_balances row (raw_balance as decimal text: base units exceed 2^53 in general). */
export type HolderRow = {
  token_address: string;
  holder_address: string;
  raw_balance: string;
  total_bought: number;
  total_sold: number;
  bought_usd: number;
  sold_usd: number;
  bought_mcap_tokens: number;
  sold_mcap_tokens: number;
  trade_count: number;
  cost_tokens: number;
  cost_usd: number;
  realized_pnl_usd: number;
  block_number: number;
};

export const HOLDER_COLUMNS: (keyof HolderRow)[] = [
  "token_address",
  "holder_address",
  "raw_balance",
  "total_bought",
  "total_sold",
  "bought_usd",
  "sold_usd",
  "bought_mcap_tokens",
  "sold_mcap_tokens",
  "trade_count",
  "cost_tokens",
  "cost_usd",
  "realized_pnl_usd",
  "block_number",
];

/** holder_balances columns of table `h`, the balance as text (exact beyond 2^53). */
export const HOLDER_SELECT = HOLDER_COLUMNS.map((column) => (column === "raw_balance" ? "CAST(h.raw_balance AS TEXT) AS raw_balance" : `h.${column}`)).join(
  ", ",
);
