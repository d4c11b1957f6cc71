import { formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { LendingLiquidationMap } from "../../../shared/schemas/lending";

const WIDTH = 600;
const HEIGHT = 160;

/** Collateral that becomes liquidatable in each HYPE price bucket, today's price on the left, 50 % lower on the right. */
export default function LiquidationMapChart({ map }: { map: LendingLiquidationMap }) {
  const { buckets, hypePriceUsd, liquidatableNow } = map;
  if (hypePriceUsd === null || buckets.length === 0) return <p className="tool-empty">HYPE has no oracle price yet, so there is no map.</p>;
  const total = buckets.at(-1)!.cumulativeUsd;
  const top = Math.max(...buckets.map((bucket) => bucket.collateralUsd), 1);
  const width = WIDTH / buckets.length;
  return (
    <figure className="lending-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${formatUsd(total)} of collateral becomes liquidatable between ${formatPrice(hypePriceUsd)} and ${formatPrice(buckets.at(-1)!.low)} HYPE`}
      >
        {buckets.map((bucket, index) => (
          <rect
            key={bucket.high}
            className="lending-map-bar"
            x={index * width + 1}
            width={width - 2}
            y={HEIGHT - (bucket.collateralUsd / top) * HEIGHT}
            height={(bucket.collateralUsd / top) * HEIGHT}
          >
            <title>{`${formatPrice(bucket.low)}–${formatPrice(bucket.high)}: ${formatUsd(bucket.collateralUsd)} in ${bucket.positions} positions`}</title>
          </rect>
        ))}
      </svg>
      <div className="gas-chart-axis muted">
        <span>HYPE {formatPrice(hypePriceUsd)} (today)</span>
        <span>{formatPrice(buckets.at(-1)!.low)} (−50 %)</span>
      </div>
      <figcaption className="muted">
        {total === 0
          ? "No collateral becomes liquidatable unless HYPE falls more than 50 %."
          : `${formatUsd(total)} of collateral becomes liquidatable if HYPE falls 50 %.`}{" "}
        {liquidatableNow.positions > 0 && `${liquidatableNow.positions} positions (${formatUsd(liquidatableNow.collateralUsd)}) are liquidatable now.`}
      </figcaption>
    </figure>
  );
}
