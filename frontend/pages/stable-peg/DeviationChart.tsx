import { DEPEG_BPS } from "../../../shared/schemas/peg";
import { formatBps } from "../../format/basis-points";

const WIDTH = 600;
const HEIGHT = 140;

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

type Point = { time: number; deviationBps: number };

/**
 * The deviation from the peg over time, with the depeg line on either side of zero: each candle's close held until
 * the next (a quiet pool keeps its price), the last until `now`, where the line ends at the pool's quoted deviation.
 */
export default function DeviationChart({ coin, points, now }: { coin: string; points: Point[]; now: { time: number; deviationBps: number | null } }) {
  if (points.length < 2) return <p className="muted">Not enough trades on this pool for a history.</p>;
  const first = points[0]!;
  const current = now.deviationBps ?? points.at(-1)!.deviationBps;
  const end = Math.max(now.time, points.at(-1)!.time);
  const reach = Math.max(DEPEG_BPS * 2, Math.abs(current), ...points.map((point) => Math.abs(point.deviationBps)));
  const x = (time: number) => ((time - first.time) / Math.max(1, end - first.time)) * WIDTH;
  const y = (bps: number) => HEIGHT / 2 - (bps / reach) * (HEIGHT / 2 - 4);
  const worst = points.reduce((far, point) => (Math.abs(point.deviationBps) > Math.abs(far.deviationBps) ? point : far));
  const held = points.flatMap((point, index) => [point, { time: points[index + 1]?.time ?? end, deviationBps: point.deviationBps }]);
  const line = [...held, { time: end, deviationBps: current }];
  return (
    <figure className="peg-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${coin} off peg from ${day.format(first.time * 1000)} to ${day.format(end * 1000)}: worst ${formatBps(worst.deviationBps)}, now ${formatBps(current)}`}
      >
        <rect className="peg-band" x={0} y={y(DEPEG_BPS)} width={WIDTH} height={y(-DEPEG_BPS) - y(DEPEG_BPS)} />
        <line className="peg-zero" x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} vectorEffect="non-scaling-stroke" />
        <polyline className="peg-line" points={line.map((point) => `${x(point.time)},${y(point.deviationBps)}`).join(" ")} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="gas-chart-axis muted">
        <span>{day.format(first.time * 1000)}</span>
        <span>{day.format(end * 1000)}</span>
      </div>
      <figcaption className="muted">
        Off peg over time, from {formatBps(-reach)} to {formatBps(reach)}; shaded: within {DEPEG_BPS} bps.
      </figcaption>
    </figure>
  );
}
