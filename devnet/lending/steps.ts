import { type Address, parseEther, parseUnits } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { HYPERSWAP_ARTIFACTS as H } from "../hyperswap/artifacts";
import { devnetTokenArtifact, type HyperSwapDeployment } from "../hyperswap/deploy";
import { call, FAR_DEADLINE } from "../hyperswap/transactions";
import type { SimChain, SimTransaction } from "../simulator/sim-chain";
import { approve, lendingCalls } from "./calls";
import type { LendingVenue } from "./manifest";
import { lendingReads } from "./reads";

/** One transaction of a lending agent, built from the chain's state just before it is sent (undefined: nothing to do). */
export type LendingStep = { what: string; build: () => Promise<SimTransaction | undefined> };

/** Gas money for a participant that only holds tokens. */
const GAS_MONEY = parseEther("10");
const RAY_HEALTH = 10n ** 18n;
/** Stables the liquidator starts with, in whole tokens of each. */
const LIQUIDATOR_FLOAT = 20_000_000;

/**
 * The lending steps the devnet's agents take, each reading what it needs when built: supply, borrow to a
 * target health factor, repay, withdraw, swap borrowed USDT0 to WHYPE (a leverage loop) and liquidate.
 */
export function lendingSteps(chain: SimChain, venue: LendingVenue, hyperswap: HyperSwapDeployment) {
  const reads = lendingReads(chain, venue, hyperswap);
  const calls = lendingCalls(venue.contracts.pool as Address, venue.contracts.wrappedTokenGateway as Address);
  const admin = venue.devnet.admin as Address;
  const asset = (symbol: string) => reads.token(symbol).underlying as Address;
  const step = (what: string, build: LendingStep["build"]): LendingStep => ({ what, build });
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  /** What the pool can lend of an asset now: the underlying its aToken holds. */
  const liquidity = (symbol: string) => reads.balance(asset(symbol), reads.token(symbol).aToken as Address);

  const self = {
    reads,
    /** Funds `who` with `hype` (plus gas) and supplies it as WHYPE through the gateway. */
    supplyHype: (who: Address, hype: number) =>
      step("supply HYPE", async () => {
        const amount = parseEther(hype.toFixed(6));
        await chain.fund([who], amount + GAS_MONEY);
        return { from: who, ...calls.supplyHype(who, amount) };
      }),
    /** The devnet's admin mints `amount` of a devnet token to `who` (and gives them gas money). */
    mint: (who: Address, symbol: string, amount: number) =>
      step(`mint ${symbol}`, async () => {
        await chain.fund([who], GAS_MONEY);
        const units = parseUnits(amount.toFixed(reads.token(symbol).decimals), reads.token(symbol).decimals);
        return { from: admin, ...call(devnetTokenArtifact(), asset(symbol), "mint", [who, units], 200_000n) };
      }),
    approvePool: (who: Address, symbol: string) => step(`approve ${symbol}`, async () => ({ from: who, ...calls.approvePool(asset(symbol)) })),
    approveSwap: (who: Address) => step("approve USDT0 for swaps", async () => ({ from: who, ...approve(asset("USDT0"), hyperswap.v3SwapRouter) })),
    /** Supplies all `who` holds of the asset. */
    supplyAll: (who: Address, symbol: string) =>
      step(`supply ${symbol}`, async () => {
        const held = await reads.balance(asset(symbol), who);
        return held > 0n ? { from: who, ...calls.supply(asset(symbol), held, who) } : undefined;
      }),
    /** Borrows the asset until the health factor is down to `targetHealth` (never past the LTV nor the pool's liquidity). */
    borrowTo: (who: Address, symbol: string, targetHealth: number) =>
      step(`borrow ${symbol}`, async () => {
        const account = await reads.account(who);
        const target = (account.collateral * account.threshold * RAY_HEALTH) / 10_000n / BigInt(Math.round(targetHealth * 1e18));
        const extraUsd = min(target - account.debt, (account.available * 99n) / 100n);
        // Less than $10 more is not worth a transaction.
        if (extraUsd < 1_000_000_000n) return undefined;
        const { decimals } = reads.token(symbol);
        const price = BigInt(Math.round((await reads.feedPrice(symbol)) * 1e8));
        const amount = min((extraUsd * 10n ** BigInt(decimals)) / price, ((await liquidity(symbol)) * 9n) / 10n);
        return amount > 0n ? { from: who, ...calls.borrow(asset(symbol), amount, who) } : undefined;
      }),
    /** Repays `share` of the debt, as far as the wallet holds the asset. */
    repay: (who: Address, symbol: string, share: number) =>
      step(`repay ${symbol}`, async () => {
        const debt = await reads.balance(reads.token(symbol).variableDebtToken as Address, who);
        const amount = min(await reads.balance(asset(symbol), who), (debt * BigInt(Math.round(share * 100))) / 100n);
        return amount > 0n ? { from: who, ...calls.repay(asset(symbol), amount, who) } : undefined;
      }),
    /** Withdraws `share` of the supply: all of it only when nothing is owed, and no more than half of what the pool holds. */
    withdraw: (who: Address, symbol: string, share: number) =>
      step(`withdraw ${symbol}`, async () => {
        const account = await reads.account(who);
        if (account.debt > 0n && share > 0.2) return undefined;
        const supplied = await reads.balance(reads.token(symbol).aToken as Address, who);
        const amount = min((supplied * BigInt(Math.round(share * 100))) / 100n, (await liquidity(symbol)) / 2n);
        return amount > 0n ? { from: who, ...calls.withdraw(asset(symbol), amount, who) } : undefined;
      }),
    /** Swaps all the USDT0 `who` holds to WHYPE on the V3 reference pool: a leverage loop's middle step. */
    swapToWhype: (who: Address) =>
      step("swap USDT0 to WHYPE", async () => {
        const held = await reads.balance(asset("USDT0"), who);
        if (held === 0n) return undefined;
        return { from: who, ...swap(hyperswap, who, asset("USDT0"), WHYPE_ADDRESS, held) };
      }),
    /** The liquidator holds both stables and lets the pool take them. */
    liquidatorSetup: (who: Address) => [
      self.mint(who, "USDT0", LIQUIDATOR_FLOAT),
      self.mint(who, "USDC", LIQUIDATOR_FLOAT),
      self.approvePool(who, "USDT0"),
      self.approvePool(who, "USDC"),
    ],
  };
  return self;
}

export type LendingSteps = ReturnType<typeof lendingSteps>;

/** An exactInputSingle on the V3 reference pool (0.05 %); paying in WHYPE with native `value` wraps it. */
export function swap(hyperswap: HyperSwapDeployment, who: Address, tokenIn: Address, tokenOut: Address, amountIn: bigint, value?: bigint) {
  const params = { tokenIn, tokenOut, fee: 500, recipient: who, deadline: FAR_DEADLINE, amountIn, amountOutMinimum: 0n, sqrtPriceLimitX96: 0n };
  return call(H.v3SwapRouter, hyperswap.v3SwapRouter, "exactInputSingle", [params], 1_000_000n, value);
}
