import { type Address, formatUnits, type PublicClient } from "viem";
import type { LendingContracts } from "../../../shared/lending/contracts";
import type { LendingWallet } from "../../../shared/schemas/lending";
import { ApiError } from "../../http/errors";
import { aaveViewsAbi } from "../../lending/aave-abis";
import { lendingBalances, lendingIndexState } from "../../queries/lending-state";
import { positionsOf, shownPosition } from "./positions";
import { priceUsd, reserveKeys, reserveViews } from "./reserves";

export const NO_LENDING = "This chain has no HyperLend pool.";

/** GET /api/v1/tools/lending/wallets/{address}: the wallet's indexed position, and the pool's own account data read live. */
export async function lendingWallet(db: D1Database, client: PublicClient, lending: LendingContracts | null, address: string): Promise<LendingWallet> {
  if (lending === null) throw new ApiError(404, NO_LENDING);
  const user = address.toLowerCase();
  const [state, { balances, collateral }, head] = await Promise.all([
    lendingIndexState(db, reserveKeys(lending)),
    lendingBalances(db, user),
    client.getBlockNumber(),
  ]);
  const account = await client.readContract({
    address: lending.pool as Address,
    abi: aaveViewsAbi,
    functionName: "getUserAccountData",
    args: [address as Address],
    blockNumber: head,
  });
  const [collateralBase, debtBase, availableBase, , , health] = account;
  const reserves = reserveViews(lending, state);
  const position = positionsOf(reserves, balances, collateral)[0];
  const empty = { user, healthFactor: null, collateralUsd: 0, debtUsd: 0, liquidationHypePrice: null, legs: [] };
  return {
    block: state.block,
    hypePriceUsd: priceUsd(reserves.find((reserve) => reserve.isHype)?.price ?? null),
    position: position === undefined ? empty : shownPosition(position),
    live: {
      block: Number(head),
      healthFactor: debtBase === 0n ? null : Number(formatUnits(health, 18)),
      collateralUsd: Number(formatUnits(collateralBase, 8)),
      debtUsd: Number(formatUnits(debtBase, 8)),
      availableBorrowsUsd: Number(formatUnits(availableBase, 8)),
    },
  };
}
