import { formatHype } from "../../../shared/format/numbers";
import type { NftCollectionDetail } from "../../../shared/schemas/nft";
import { formatDayMonth } from "../../format/time";

const WIDTH = 600;
const HEIGHT = 160;
const HEADROOM = 12;

/** A bar per day for its sales volume, a line for the floor at the day's end. */
export default function SalesChart({ series }: { series: NftCollectionDetail["series"] }) {
  const slot = WIDTH / Math.max(1, series.length);
  const top = Math.max(...series.map((day) => day.volume), 0);
  const floors = series.flatMap((day) => (day.floor === null ? [] : [day.floor]));
  const [low, high] = [Math.min(...floors), Math.max(...floors)];
  const floorY = (floor: number) => (high === low ? HEIGHT / 2 : HEIGHT - ((floor - low) / (high - low)) * (HEIGHT - HEADROOM * 2) - HEADROOM);
  const line = series.flatMap((day, index) => (day.floor === null ? [] : [`${(index + 0.5) * slot},${floorY(day.floor)}`])).join(" ");
  return (
    <section className="tool-card" aria-labelledby="nft-sales-chart">
      <h2 id="nft-sales-chart">Sales and floor, last 7 days</h2>
      <p className="muted">
        <span className="gas-key gas-key-bar" /> daily volume, up to {formatHype(top)} <span className="gas-key gas-key-line" /> floor
        {floors.length > 0 ? `, from ${formatHype(low)} to ${formatHype(high)}` : ": nothing listed"}
      </p>
      <svg className="gas-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label="Daily sales volume and floor">
        {series.map((day, index) => {
          const height = top === 0 ? 0 : (day.volume / top) * (HEIGHT - HEADROOM);
          return (
            <rect key={day.day} className="gas-bar gas-bar-single" x={index * slot + 4} y={HEIGHT - height} width={slot - 8} height={height}>
              <title>
                {formatDayMonth(day.day)}: {day.sales} {day.sales === 1 ? "sale" : "sales"}, {formatHype(day.volume)}; floor{" "}
                {day.floor === null ? "none" : formatHype(day.floor)}
              </title>
            </rect>
          );
        })}
        {line !== "" && <polyline className="gas-line" points={line} vectorEffect="non-scaling-stroke" />}
      </svg>
      <div className="gas-chart-axis muted">
        <span>{series[0] ? formatDayMonth(series[0].day) : ""}</span>
        <span>{series.at(-1) ? formatDayMonth(series.at(-1)!.day) : ""}</span>
      </div>
    </section>
  );
}
