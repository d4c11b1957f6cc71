import { useState } from "react";
import { apyOfRate, supplyRate, utilization, variableBorrowRate } from "../../../shared/lending/rates";
import type { LendingMarket, LendingRateCurve } from "../../../shared/schemas/lending";
import { formatRate } from "../../format/rates";

const WIDTH = 600;
const HEIGHT = 180;
const STEPS = 100;

/**
 * The reserve's interest-rate curve (borrow and supply APY against utilization) with today's utilization marked,
 * and the what-if: supplying or withdrawing an amount moves utilization, and with it the supply APY.
 */
export default function RateCurve({ market, curve }: { market: LendingMarket; curve: LendingRateCurve }) {
  const [amount, setAmount] = useState("");
  const usages = Array.from({ length: STEPS + 1 }, (_, index) => index / STEPS);
  const borrow = usages.map((usage) => apyOfRate(variableBorrowRate(curve, usage)));
  const supply = usages.map((usage) => apyOfRate(supplyRate(curve, usage, curve.reserveFactor)));
  const top = Math.max(...borrow, 0.01);
  const x = (usage: number) => usage * WIDTH;
  const y = (apy: number) => HEIGHT - (apy / top) * (HEIGHT - 6);
  const path = (values: number[]) => values.map((value, index) => `${x(usages[index]!)},${y(value)}`).join(" ");
  const supplied = Number(market.supplied);
  const borrowed = Number(market.borrowed);
  const added = Number(amount);
  const valid = amount.trim() !== "" && Number.isFinite(added) && supplied + added > 0;
  const usageAfter = valid ? utilization(supplied + added, borrowed) : null;
  return (
    <div className="lending-curve">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${market.symbol} interest-rate curve, today at ${formatRate(market.utilization)} utilization`}
      >
        <polyline className="lending-curve-borrow" points={path(borrow)} vectorEffect="non-scaling-stroke" />
        <polyline className="lending-curve-supply" points={path(supply)} vectorEffect="non-scaling-stroke" />
        <line className="lending-curve-kink" x1={x(curve.optimalUsage)} x2={x(curve.optimalUsage)} y1={0} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
        <line className="lending-curve-now" x1={x(market.utilization)} x2={x(market.utilization)} y1={0} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="gas-chart-axis muted">
        <span>0% used</span>
        <span>Optimal {formatRate(curve.optimalUsage)}</span>
        <span>100% used</span>
      </div>
      <p className="muted">
        <span className="lending-key lending-key-borrow" /> Borrow APY <span className="lending-key lending-key-supply" /> Supply APY; the solid line is today's
        utilization ({formatRate(market.utilization)}), the dashed one the optimal usage. Up to {formatRate(apyOfRate(variableBorrowRate(curve, 1)))} borrow APY
        at 100 %.
      </p>
      <label className="lending-whatif">
        What if I supply
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="0"
          aria-label={`${market.symbol} to supply`}
        />
        {market.symbol}?
      </label>
      {usageAfter !== null && (
        <p className="lending-whatif-answer" role="status">
          Supplying {amount} {market.symbol} moves utilization to {formatRate(usageAfter)} and the supply APY from {formatRate(market.supplyApy)} to{" "}
          {formatRate(apyOfRate(supplyRate(curve, usageAfter, curve.reserveFactor)))}.
        </p>
      )}
    </div>
  );
}
