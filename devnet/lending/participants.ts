import type { Address } from "viem";
import { simAddress } from "../simulator/population";
import type { Random } from "../simulator/random";
import { RESERVES } from "./parameters";
import type { LendingStep, LendingSteps } from "./steps";

/** Someone using the pool: how they open (in history) and what they do now and then afterwards. */
export type Participant = {
  address: Address;
  /** What a borrower pledged and owes, for the liquidator to watch. */
  position?: { collateral: string; debt: string };
  opening: LendingStep[];
  routine: () => LendingStep[];
};

const LENDERS = [...Array.from({ length: 4 }, () => "USDT0"), ...Array.from({ length: 4 }, () => "USDC"), "WHYPE", "UBTC"];
const BORROWERS = 24;
const LOOPERS = 6;
/** Borrowers who keep their health factor near the edge (re-borrowing after HYPE rises): the first to be liquidated. */
const EDGE_SHARE = 0.35;
const USD_PER = Object.fromEntries(RESERVES.map((reserve) => [reserve.symbol, reserve.usdPrice]));

/**
 * The pool's users: lenders of each reserve (a few large stable lenders, one HYPE and one UBTC lender),
 * borrowers pledging HYPE (or UBTC) against USDT0 or USDC at health factors from the edge to very safe,
 * and loopers who supply HYPE, borrow USDT0, swap it to WHYPE on HyperSwap and supply it again.
 */
export function participants(seed: string, random: Random, steps: LendingSteps): Participant[] {
  const lenders = LENDERS.map((symbol, index): Participant => {
    const address = simAddress(seed, "lender", index);
    const tokens = Math.round(random.logNormal(symbol === "WHYPE" || symbol === "UBTC" ? 1_500_000 : 400_000, 0.5) / USD_PER[symbol]!);
    const fund =
      symbol === "WHYPE"
        ? [steps.supplyHype(address, tokens)]
        : [steps.mint(address, symbol, tokens), steps.approvePool(address, symbol), steps.supplyAll(address, symbol)];
    return {
      address,
      opening: symbol === "WHYPE" ? [...fund, steps.approvePool(address, "WHYPE")] : fund,
      routine: () => (random.chance(0.5) ? [steps.withdraw(address, symbol, 0.1 + 0.3 * random.next())] : [steps.supplyAll(address, symbol)]),
    };
  });

  const borrowers = Array.from({ length: BORROWERS }, (_, index): Participant => {
    const address = simAddress(seed, "borrower", index);
    // Most pledge HYPE for stables; some pledge UBTC, and a few pledge USDC to borrow (short) HYPE.
    const short = index % 8 === 7;
    const collateral = short ? "USDC" : index % 6 === 5 ? "UBTC" : "WHYPE";
    const debt = short ? "WHYPE" : random.chance(0.5) ? "USDT0" : "USDC";
    const edge = !short && random.chance(EDGE_SHARE);
    const target = edge ? 1.02 : 1.25 + 1.25 * random.next();
    const usd = random.logNormal(60_000, 0.9);
    const pledge =
      collateral === "WHYPE"
        ? [steps.supplyHype(address, usd / USD_PER.WHYPE!)]
        : [steps.mint(address, collateral, usd / USD_PER[collateral]!), steps.approvePool(address, collateral), steps.supplyAll(address, collateral)];
    return {
      address,
      position: { collateral, debt },
      opening: [...pledge, steps.approvePool(address, debt), steps.borrowTo(address, debt, target)],
      routine: () => {
        if (edge) return [steps.borrowTo(address, debt, target)];
        const roll = random.next();
        if (roll < 0.35) return [steps.repay(address, debt, 0.3 + 0.7 * random.next())];
        if (roll < 0.5) return [steps.withdraw(address, collateral, 0.1)];
        if (roll < 0.6) return [steps.supplyAll(address, collateral)];
        return [steps.borrowTo(address, debt, target)];
      },
    };
  });

  const loopers = Array.from({ length: LOOPERS }, (_, index): Participant => {
    const address = simAddress(seed, "looper", index);
    const target = 1.02;
    const loop = (health: number) => [steps.borrowTo(address, "USDT0", health), steps.swapToWhype(address), steps.supplyAll(address, "WHYPE")];
    return {
      address,
      position: { collateral: "WHYPE", debt: "USDT0" },
      opening: [
        steps.supplyHype(address, random.logNormal(1_500, 0.6)),
        steps.approvePool(address, "WHYPE"),
        steps.approvePool(address, "USDT0"),
        steps.approveSwap(address),
        ...loop(1.4),
        ...loop(1.2),
        steps.borrowTo(address, "USDT0", target),
      ],
      // After a rise they lever up again; after a liquidation they rebuild from what is left.
      routine: () => (random.chance(0.7) ? loop(target) : [steps.repay(address, "USDT0", 0.5)]),
    };
  });
  return [...lenders, ...borrowers, ...loopers];
}
