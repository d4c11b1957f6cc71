import { formatUnits } from "viem";
import type { LendingContracts } from "../../../shared/lending/contracts";
import type { LendingLiquidations } from "../../../shared/schemas/lending";
import { recentLiquidations } from "../../queries/lending-liquidations";
import { lendingIndexState } from "../../queries/lending-state";
import { type ReserveView, reserveKeys, reserveViews, tokens } from "./reserves";

const usdAt = (reserve: ReserveView | undefined, raw: bigint, price: string | null) =>
  reserve === undefined || price === null ? null : Number(formatUnits(raw * BigInt(price), reserve.decimals + 8));

/** GET /api/v1/tools/lending/liquidations: the newest liquidations, valued at the oracle's prices of their block. */
export async function lendingLiquidations(db: D1Database, lending: LendingContracts | null, limit: number): Promise<LendingLiquidations> {
  if (lending === null) return { block: null, liquidations: [] };
  const state = await lendingIndexState(db, reserveKeys(lending));
  const reserves = new Map(reserveViews(lending, state).map((reserve) => [reserve.underlying, reserve]));
  const feeds = Object.fromEntries(
    [...reserves.values()].flatMap((reserve) => {
      const feed = reserve.settings.get("price_source");
      return feed === undefined ? [] : [[reserve.underlying, feed]];
    }),
  );
  const rows = await recentLiquidations(db, limit, feeds);
  return {
    block: state.block,
    liquidations: rows.map((row) => {
      const collateral = reserves.get(row.collateral_asset);
      const debt = reserves.get(row.debt_asset);
      const seized = BigInt(row.collateral_seized);
      const repaid = BigInt(row.debt_to_cover);
      const bonus = collateral?.settings.get("liquidation_bonus");
      return {
        block: row.block_number,
        timestamp: row.block_timestamp,
        transactionHash: row.transaction_hash,
        user: row.user_address,
        liquidator: row.liquidator,
        collateralSymbol: collateral?.symbol ?? row.collateral_asset,
        debtSymbol: debt?.symbol ?? row.debt_asset,
        collateralSeized: collateral === undefined ? String(seized) : tokens(collateral, seized),
        debtRepaid: debt === undefined ? String(repaid) : tokens(debt, repaid),
        collateralSeizedUsd: usdAt(collateral, seized, row.collateral_price),
        debtRepaidUsd: usdAt(debt, repaid, row.debt_price),
        bonus: bonus === undefined ? null : (Number(bonus) - 10_000) / 10_000,
      };
    }),
  };
}
