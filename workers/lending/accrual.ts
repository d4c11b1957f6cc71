import { compoundedInterest, linearInterest, rayMul } from "../../shared/lending/ray-math";
import type { ReserveIndexRow } from "../queries/lending-state";

/** A reserve's supply index at `time`: the stored index grown linearly since its update (Pool.getReserveNormalizedIncome). */
export function normalizedIncome(row: ReserveIndexRow, time: number): bigint {
  const index = BigInt(row.liquidity_index);
  if (time <= row.block_timestamp) return index;
  return rayMul(linearInterest(BigInt(row.liquidity_rate), row.block_timestamp, time), index);
}

/** A reserve's borrow index at `time`: the stored index compounded since its update (Pool.getReserveNormalizedVariableDebt). */
export function normalizedDebt(row: ReserveIndexRow, time: number): bigint {
  const index = BigInt(row.variable_borrow_index);
  if (time <= row.block_timestamp) return index;
  return rayMul(compoundedInterest(BigInt(row.variable_borrow_rate), row.block_timestamp, time), index);
}
