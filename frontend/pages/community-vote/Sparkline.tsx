const WIDTH = 80;
const HEIGHT = 24;

/** The last day's hourly closes as a small line, green when it ended higher than it began, red when lower. */
export default function Sparkline({ points, label }: { points: number[]; label: string }) {
  if (points.length < 2) return <span className="muted">—</span>;
  const low = Math.min(...points);
  const span = Math.max(...points) - low || 1;
  const path = points.map((value, index) => `${((index / (points.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - ((value - low) / span) * HEIGHT).toFixed(1)}`);
  const tone = points.at(-1)! >= points[0]! ? "up" : "down";
  return (
    <svg className={`clicker-sparkline ${tone}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <polyline points={path.join(" ")} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
