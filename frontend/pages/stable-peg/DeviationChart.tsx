import { DEPEG_BPS } from "../../../shared/schemas/peg";
import { formatBps } from "../../format/basis-points";

const WIDTH = 600;
const HEIGHT = 140;

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The deviation from the peg over time, with the depeg line on either side of zero. */
export default function DeviationChart({ coin, points }: { coin: string; points: { time: number; deviationBps: number }[] }) {
  if (points.length < 2) return <p className="muted">Not enough trades on this pool for a history.</p>;
  const first = points[0]!;
  const last = points.at(-1)!;
  const reach = Math.max(DEPEG_BPS * 2, ...points.map((point) => Math.abs(point.deviationBps)));
  const x = (time: number) => ((time - first.time) / Math.max(1, last.time - first.time)) * WIDTH;
  const y = (bps: number) => HEIGHT / 2 - (bps / reach) * (HEIGHT / 2 - 4);
  const worst = points.reduce((far, point) => (Math.abs(point.deviationBps) > Math.abs(far.deviationBps) ? point : far));
  return (
    <figure className="peg-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${coin} off peg from ${day.format(first.time * 1000)} to ${day.format(last.time * 1000)}: worst ${formatBps(worst.deviationBps)}, now ${formatBps(last.deviationBps)}`}
      >
        <rect className="peg-band" x={0} y={y(DEPEG_BPS)} width={WIDTH} height={y(-DEPEG_BPS) - y(DEPEG_BPS)} />
        <line className="peg-zero" x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} vectorEffect="non-scaling-stroke" />
        <polyline
          className="peg-line"
          points={points.map((point) => `${x(point.time)},${y(point.deviationBps)}`).join(" ")}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="gas-chart-axis muted">
        <span>{day.format(first.time * 1000)}</span>
        <span>{day.format(last.time * 1000)}</span>
      </div>
      <figcaption className="muted">
        Off peg over time, from {formatBps(-reach)} to {formatBps(reach)}; shaded: within {DEPEG_BPS} bps.
      </figcaption>
    </figure>
  );
}
