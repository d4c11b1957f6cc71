// The rows one range's HyperLend events produce (migrations/0022_lending.sql).

type At = { block_number: number; log_index: number };
type Timed = At & { block_timestamp: number; transaction_hash: string };

export type LendingActionRow = Timed & {
  kind: "supply" | "withdraw" | "borrow" | "repay";
  reserve: string;
  user_address: string;
  actor_address: string;
  amount: string;
};

export type LendingLiquidationRow = Timed & {
  collateral_asset: string;
  debt_asset: string;
  user_address: string;
  liquidator: string;
  debt_to_cover: string;
  collateral_seized: string;
  receive_a_token: number;
};

export type LendingRateRow = At & {
  reserve: string;
  block_timestamp: number;
  liquidity_rate: string;
  stable_borrow_rate: string;
  variable_borrow_rate: string;
  liquidity_index: string;
  variable_borrow_index: string;
};

export type LendingBalanceChangeRow = At & { token: string; user_address: string; scaled_high: number; scaled_low: number };

export type LendingPriceRow = At & { feed: string; block_timestamp: number; answer: string };

export type LendingSettingRow = At & { reserve: string; field: string; value: string };

export type LendingRows = {
  actions: LendingActionRow[];
  liquidations: LendingLiquidationRow[];
  rates: LendingRateRow[];
  balanceChanges: LendingBalanceChangeRow[];
  settings: LendingSettingRow[];
  prices: LendingPriceRow[];
};

export const emptyLendingRows = (): LendingRows => ({ actions: [], liquidations: [], rates: [], balanceChanges: [], settings: [], prices: [] });

/** The split a scaled delta is stored in: high·10^12 + low, both truncated toward zero, each summable in 64 bits. */
export const SCALED_SPLIT = 10n ** 12n;

export function splitScaled(delta: bigint): { scaled_high: number; scaled_low: number } {
  return { scaled_high: Number(delta / SCALED_SPLIT), scaled_low: Number(delta % SCALED_SPLIT) };
}

/** Summed halves back to the exact scaled balance. */
export const joinScaled = (high: number | bigint, low: number | bigint) => BigInt(high) * SCALED_SPLIT + BigInt(low);
