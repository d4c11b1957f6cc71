import type { Abi, Address } from "viem";
import { HYPERSWAP_ARTIFACTS as H } from "../hyperswap/artifacts";
import { call, MAX_UINT256 } from "../hyperswap/transactions";
import { AAVE_ARTIFACTS as A } from "./artifacts";

/** Aave's interest rate mode for variable-rate debt (stable borrowing is off on every reserve). */
const VARIABLE = 2n;

// Generous gas: the pool's paths update rates, indexes and the user's configuration on the way.
/** The lending pool's user calls, as transactions for an impersonated sender. */
export const lendingCalls = (pool: Address, gateway: Address) => ({
  /** Wraps native HYPE and supplies it as WHYPE for `onBehalfOf`, in one call. */
  supplyHype: (onBehalfOf: Address, hype: bigint) => call(A.wrappedTokenGateway, gateway, "depositETH", [pool, onBehalfOf, 0], 600_000n, hype),
  supply: (asset: Address, amount: bigint, onBehalfOf: Address) => call(A.pool, pool, "supply", [asset, amount, onBehalfOf, 0], 600_000n),
  borrow: (asset: Address, amount: bigint, onBehalfOf: Address) => call(A.pool, pool, "borrow", [asset, amount, VARIABLE, 0, onBehalfOf], 900_000n),
  /** Repays up to `amount` (MAX_UINT256: the whole debt). */
  repay: (asset: Address, amount: bigint, onBehalfOf: Address) => call(A.pool, pool, "repay", [asset, amount, VARIABLE, onBehalfOf], 700_000n),
  /** Withdraws up to `amount` (MAX_UINT256: the whole supply). */
  withdraw: (asset: Address, amount: bigint, to: Address) => call(A.pool, pool, "withdraw", [asset, amount, to], 800_000n),
  /** Repays up to `debtToCover` of `user`'s debt (MAX_UINT256: as much as the close factor allows) for their collateral plus the bonus. */
  liquidate: (collateral: Address, debt: Address, user: Address, debtToCover = MAX_UINT256) =>
    call(A.pool, pool, "liquidationCall", [collateral, debt, user, debtToCover, false], 1_500_000n),
  approvePool: (token: Address) => approve(token, pool),
});

/** An unlimited ERC-20 approval. */
export const approve = (token: Address, spender: Address) => call(H.weth9 as { abi: Abi }, token, "approve", [spender, MAX_UINT256], 100_000n);
