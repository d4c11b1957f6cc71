import type { Address, PublicClient } from "viem";
import type { LendingContracts } from "../../../shared/lending/contracts";
import { apyOfRay, rayToRate } from "../../../shared/lending/rates";
import type { LendingMarketDetail, LendingRateCurve } from "../../../shared/schemas/lending";
import { ApiError } from "../../http/errors";
import { aaveViewsAbi } from "../../lending/aave-abis";
import { reserveRateHistory } from "../../queries/lending-liquidations";
import { lendingIndexState } from "../../queries/lending-state";
import { marketOf } from "./markets";
import { bpsSetting, reserveKeys, reserveViews } from "./reserves";

export const NO_SUCH_RESERVE = "No HyperLend market for this reserve.";

const DAY_SECONDS = 86_400;

/** A rate strategy's variable-rate parameters as fractions per year (immutable once deployed, so a caller may keep them). */
export type StrategyParams = Omit<LendingRateCurve, "reserveFactor">;
export type StrategyReader = (strategy: Address) => Promise<StrategyParams>;

export async function readStrategy(client: PublicClient, strategy: Address): Promise<StrategyParams> {
  const call = (functionName: "OPTIMAL_USAGE_RATIO" | "getBaseVariableBorrowRate" | "getVariableRateSlope1" | "getVariableRateSlope2") =>
    client.readContract({ address: strategy, abi: aaveViewsAbi, functionName });
  const [optimalUsage, base, slope1, slope2] = await Promise.all([
    call("OPTIMAL_USAGE_RATIO"),
    call("getBaseVariableBorrowRate"),
    call("getVariableRateSlope1"),
    call("getVariableRateSlope2"),
  ]);
  return {
    optimalUsage: rayToRate(optimalUsage),
    baseVariableBorrowRate: rayToRate(base),
    variableRateSlope1: rayToRate(slope1),
    variableRateSlope2: rayToRate(slope2),
  };
}

/** GET /api/v1/tools/lending/markets/{reserve}: the market, its hourly rate history and its interest-rate curve. */
export async function lendingMarketDetail(
  db: D1Database,
  lending: LendingContracts | null,
  reserveAddress: string,
  days: number,
  readStrategy: StrategyReader,
): Promise<LendingMarketDetail> {
  if (lending === null) throw new ApiError(404, NO_SUCH_RESERVE);
  const state = await lendingIndexState(db, reserveKeys(lending));
  const reserve = reserveViews(lending, state).find((view) => view.underlying === reserveAddress.toLowerCase());
  if (reserve === undefined) throw new ApiError(404, NO_SUCH_RESERVE);
  const since = (state.block?.timestamp ?? 0) - days * DAY_SECONDS;
  const [history, strategy] = await Promise.all([
    reserveRateHistory(db, reserve.underlying, since),
    reserve.settings.has("rate_strategy") ? readStrategy(reserve.settings.get("rate_strategy") as Address) : Promise.resolve(null),
  ]);
  return {
    block: state.block,
    market: marketOf(reserve, state),
    history: history.map((row) => ({
      time: row.block_timestamp,
      block: row.block_number,
      supplyApy: apyOfRay(row.liquidity_rate),
      borrowApy: apyOfRay(row.variable_borrow_rate),
    })),
    curve: strategy === null ? null : { ...strategy, reserveFactor: bpsSetting(reserve, "reserve_factor") ?? 0 },
  };
}
