import { rayDiv } from "../../../shared/lending/ray-math";
import { splitScaled } from "../../lending/lending-rows";
import type { LendingWatched } from "../../lending/lending-watched";
import { type ChainEvent, type DecodeContext, lower } from "./decode-context";

const text = (value: unknown) => String(value as bigint);

/** The configurator's events, as the settings they set (field and value). */
const CONFIG_FIELDS: Record<string, (args: Record<string, unknown>) => [string, string][]> = {
  ReserveInitialized: (args) => [
    ["a_token", lower(args.aToken)],
    ["variable_debt_token", lower(args.variableDebtToken)],
    ["rate_strategy", lower(args.interestRateStrategyAddress)],
  ],
  CollateralConfigurationChanged: (args) => [
    ["ltv", text(args.ltv)],
    ["liquidation_threshold", text(args.liquidationThreshold)],
    ["liquidation_bonus", text(args.liquidationBonus)],
  ],
  ReserveFactorChanged: (args) => [["reserve_factor", text(args.newReserveFactor)]],
  SupplyCapChanged: (args) => [["supply_cap", text(args.newSupplyCap)]],
  BorrowCapChanged: (args) => [["borrow_cap", text(args.newBorrowCap)]],
  ReserveInterestRateStrategyChanged: (args) => [["rate_strategy", lower(args.newStrategy)]],
};

/** HyperLend's events: the pool's actions and rates, the configurator's settings, the scaled tokens' balances. */
export function decodeAaveEvent(event: ChainEvent, context: DecodeContext, watched: LendingWatched): void {
  if (event.address === watched.pool) decodePoolEvent(event, context);
  else if (event.address === watched.configurator) decodeConfiguratorEvent(event, context);
  else if (watched.scaledTokens.has(event.address)) decodeScaledTokenEvent(event, context);
  else if (event.address === watched.oracle && event.name === "AssetSourceUpdated") {
    const { args, at } = event;
    context.rows.lending.settings.push({
      reserve: lower(args.asset),
      field: "price_source",
      block_number: at.block_number,
      log_index: at.log_index,
      value: lower(args.source),
    });
  } else if (event.name === "AnswerUpdated") {
    const { at } = event;
    const answer = text(event.args.current);
    context.rows.lending.prices.push({
      feed: event.address,
      block_number: at.block_number,
      log_index: at.log_index,
      block_timestamp: at.block_timestamp,
      answer,
    });
  }
}

function decodePoolEvent({ name, args, at }: ChainEvent, context: DecodeContext): void {
  const rows = context.rows.lending;
  const timed = { block_number: at.block_number, log_index: at.log_index, block_timestamp: at.block_timestamp, transaction_hash: at.transaction_hash };
  const action = (kind: "supply" | "withdraw" | "borrow" | "repay", owner: unknown, actor: unknown) =>
    rows.actions.push({ ...timed, kind, reserve: lower(args.reserve), user_address: lower(owner), actor_address: lower(actor), amount: text(args.amount) });
  if (name === "Supply") action("supply", args.onBehalfOf, args.user);
  else if (name === "Withdraw") action("withdraw", args.user, args.user);
  else if (name === "Borrow") action("borrow", args.onBehalfOf, args.user);
  else if (name === "Repay") action("repay", args.user, args.repayer);
  else if (name === "LiquidationCall") {
    rows.liquidations.push({
      ...timed,
      collateral_asset: lower(args.collateralAsset),
      debt_asset: lower(args.debtAsset),
      user_address: lower(args.user),
      liquidator: lower(args.liquidator),
      debt_to_cover: text(args.debtToCover),
      collateral_seized: text(args.liquidatedCollateralAmount),
      receive_a_token: args.receiveAToken === true ? 1 : 0,
    });
  } else if (name === "ReserveDataUpdated") {
    rows.rates.push({
      reserve: lower(args.reserve),
      block_number: at.block_number,
      log_index: at.log_index,
      block_timestamp: at.block_timestamp,
      liquidity_rate: text(args.liquidityRate),
      stable_borrow_rate: text(args.stableBorrowRate),
      variable_borrow_rate: text(args.variableBorrowRate),
      liquidity_index: text(args.liquidityIndex),
      variable_borrow_index: text(args.variableBorrowIndex),
    });
  } else if (name === "ReserveUsedAsCollateralEnabled" || name === "ReserveUsedAsCollateralDisabled") {
    const value = name === "ReserveUsedAsCollateralEnabled" ? "1" : "0";
    rows.settings.push({
      reserve: lower(args.reserve),
      field: `collateral:${lower(args.user)}`,
      block_number: at.block_number,
      log_index: at.log_index,
      value,
    });
  }
}

function decodeConfiguratorEvent({ name, args, at }: ChainEvent, context: DecodeContext): void {
  const fields = CONFIG_FIELDS[name];
  if (fields === undefined) return;
  for (const [field, value] of fields(args)) {
    context.rows.lending.settings.push({ reserve: lower(args.asset), field, block_number: at.block_number, log_index: at.log_index, value });
  }
}

/**
 * A scaled balance's change, recomputed as the token computed it (ScaledBalanceTokenBase): a Mint's value is the
 * amount plus the interest accrued since the holder's last action, a Burn's the amount less it, and a burn smaller
 * than that interest is logged as a Mint of the difference (value below balanceIncrease). The scaled delta is the
 * amount divided by the event's index, rounded half up (rayDiv). BalanceTransfer carries the scaled amount itself.
 */
function decodeScaledTokenEvent({ name, args, address, at }: ChainEvent, context: DecodeContext): void {
  const change = (user: unknown, delta: bigint) =>
    context.rows.lending.balanceChanges.push({
      token: address,
      user_address: lower(user),
      block_number: at.block_number,
      log_index: at.log_index,
      ...splitScaled(delta),
    });
  if (name === "BalanceTransfer") {
    const value = args.value as bigint;
    if (lower(args.from) === lower(args.to) || value === 0n) return;
    change(args.from, -value);
    change(args.to, value);
    return;
  }
  if (name !== "Mint" && name !== "Burn") return;
  const value = args.value as bigint;
  const increase = args.balanceIncrease as bigint;
  const index = args.index as bigint;
  if (name === "Mint" && value > increase) change(args.onBehalfOf, rayDiv(value - increase, index));
  else if (name === "Mint") change(args.onBehalfOf, -rayDiv(increase - value, index));
  else change(args.from, -rayDiv(value + increase, index));
}
