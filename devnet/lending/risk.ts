import { type Address, parseEther } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { call } from "../hyperswap/transactions";
import type { SimChain } from "../simulator/sim-chain";
import { lendingCalls } from "./calls";
import { priceFeedArtifact } from "./deploy";
import { usd8 } from "./parameters";
import { type LendingStep, type LendingSteps, swap } from "./steps";

/** A borrower the liquidator watches: what they pledged and what they owe. */
export type Position = { user: Address; collateral: string; debt: string };

/** Chainlink-style deviation threshold: the keeper pushes a feed once its pool moved this far from it. */
export const DEVIATION = 0.005;
const HEALTHY = 10n ** 18n;
/** How long (seconds of market time) the keeper leaves a price that was set by hand. */
const HAND_SET_HOLD = 600;

/**
 * The keeper, the liquidator and the whale whose dumps set off liquidations. They share one state: a
 * price pushed down (or a debt price up) makes the liquidator look, and it keeps looking until no watched
 * position is below a health factor of 1, so quiet hours cost no reads.
 */
export function riskSteps(
  chain: SimChain,
  steps: LendingSteps,
  options: { hyperswap: Parameters<typeof swap>[0]; positions: () => readonly Position[]; liquidator: Address; whale: Address },
) {
  const { reads } = steps;
  let suspect = true;
  // Prices this keeper pushed; a feed showing another price was set by hand (setReferencePrice) and is left alone a while.
  const pushed = new Map<string, { price: number; heldUntil: number }>();
  const calls = (pool: Address, gateway: Address) => lendingCalls(pool, gateway);
  const asset = (symbol: string) => reads.token(symbol).underlying as Address;

  return {
    /** Pushes a reserve's reference price to its feed when it moved past the threshold. */
    keep: (symbol: string, admin: Address, feed: Address, at: number): LendingStep => ({
      what: `price ${symbol}`,
      build: async () => {
        const [reference, current] = await Promise.all([reads.referencePrice(symbol), reads.feedPrice(symbol)]);
        const last = pushed.get(symbol);
        if (last !== undefined && Math.abs(current - last.price) > 1e-8) {
          if (last.heldUntil === 0) last.heldUntil = at + HAND_SET_HOLD;
          if (at < last.heldUntil) return undefined;
        }
        if (Math.abs(reference / current - 1) < DEVIATION) return undefined;
        pushed.set(symbol, { price: Number(usd8(reference)) / 1e8, heldUntil: 0 });
        const isCollateralDrop = symbol === "USDT0" || symbol === "USDC" ? reference > current : reference < current;
        if (isCollateralDrop) suspect = true;
        return { from: admin, ...call(priceFeedArtifact(), feed, "setPrice", [usd8(reference)], 200_000n) };
      },
    }),
    /** Liquidates the watched position with the lowest health factor below 1, as far as the close factor lets it. */
    liquidate: (pool: Address, gateway: Address): LendingStep => ({
      what: "liquidate",
      build: async () => {
        if (!suspect) return undefined;
        const positions = options.positions();
        const accounts = await Promise.all(positions.map((position) => reads.account(position.user)));
        let worst = -1;
        for (const [index, account] of accounts.entries()) {
          if (account.debt > 0n && account.health < HEALTHY && (worst < 0 || account.health < accounts[worst]!.health)) worst = index;
        }
        if (worst < 0) {
          suspect = false;
          return undefined;
        }
        const position = positions[worst]!;
        return { from: options.liquidator, ...calls(pool, gateway).liquidate(asset(position.collateral), asset(position.debt), position.user) };
      },
    }),
    /** A whale sells `hype` HYPE into the V3 reference pool at once: HYPE drops until the arbitrageur buys it back. */
    dump: (hype: number): LendingStep => ({
      what: "dump HYPE",
      build: async () => {
        const amount = parseEther(String(hype));
        await chain.fund([options.whale], amount + parseEther("10"));
        return { from: options.whale, ...swap(options.hyperswap, options.whale, WHYPE_ADDRESS, asset("USDT0"), amount, amount) };
      },
    }),
  };
}
