import { parseEther } from "viem";
import { describe, expect, it } from "vitest";
import { buy, newCurve, soldOut } from "../../../devnet/simulator/curve";
import { curveProgress, hypeToSellOut, LAUNCH_RESERVES, paidFor } from "../../../shared/launchpad-curve";

const ON_CURVE = { frozen: false, graduatedAt: null, graduatedPair: null };

describe("curveProgress", () => {
  it("starts a launch at nothing sold and nothing raised, 561.04 HYPE from graduation", () => {
    const curve = curveProgress(LAUNCH_RESERVES, ON_CURVE);
    expect(curve).toMatchObject({ status: "bonding", tokensSold: 0, tokensForSale: 649_300_000, hypeRaised: 0, progress: 0 });
    // The HYPE reserve reaches 300 × 1e9 / 350.7e6 = 855.43 at the last token: 555.43 HYPE after the fee, 561.04 paid.
    expect(curve.hypeToGraduate).toBeCloseTo((300e9 / 350.7e6 - 300) / 0.99, 6);
  });

  it("counts real HYPE only and tokens sold of the 649.3M, and the HYPE left sells the curve out to the last token", () => {
    const curve = newCurve();
    buy(curve, parseEther("120"));
    const progress = curveProgress(curve, ON_CURVE);
    expect(progress.hypeRaised).toBeCloseTo(118.8, 9);
    expect(progress.progress).toBeCloseTo((progress.tokensSold / 649_300_000) * 100, 4);
    const almost = { ...curve };
    buy(almost, paidFor(hypeToSellOut(curve)) - 10n ** 12n);
    expect(soldOut(almost)).toBe(false);
    buy(curve, paidFor(hypeToSellOut(curve)));
    expect(soldOut(curve)).toBe(true);
    expect(curveProgress(curve, { ...ON_CURVE, frozen: true })).toMatchObject({ status: "sold-out", progress: 100, hypeToGraduate: 0 });
  });

  it("says graduated once bonded, with when and where it trades", () => {
    const pair = `0x${"ab".repeat(20)}`;
    expect(curveProgress(LAUNCH_RESERVES, { frozen: true, graduatedAt: 1_800_000_000, graduatedPair: pair })).toMatchObject({
      status: "graduated",
      graduatedAt: 1_800_000_000,
      graduatedPair: pair,
    });
  });
});
