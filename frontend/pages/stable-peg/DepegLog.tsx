import type { DepegEvent } from "../../../shared/schemas/peg";
import { DEPEG_BPS } from "../../../shared/schemas/peg";
import { formatBps } from "../../format/basis-points";

const clock = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const duration = (seconds: number) => (seconds >= 3600 ? `${(seconds / 3600).toFixed(1)} h` : `${Math.round(seconds / 60)} min`);

/** The pool's depegs, newest first: when each began and ended, how far and which way it went. */
export default function DepegLog({ events }: { events: DepegEvent[] }) {
  if (events.length === 0) return <p className="muted">No depeg beyond {DEPEG_BPS} bps in the charted time.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table dense tool-table stacked-table peg-events">
        <caption>Depegs beyond {DEPEG_BPS} bps in the charted time</caption>
        <thead>
          <tr>
            <th>Start</th>
            <th>End</th>
            <th className="numeric">Worst</th>
            <th>Direction</th>
          </tr>
        </thead>
        <tbody>
          {[...events].reverse().map((event) => (
            <tr key={event.start}>
              <td data-label="Start">{clock.format(new Date(event.start * 1000))}</td>
              <td data-label="End">
                {event.end === null ? (
                  <span className="down">ongoing</span>
                ) : (
                  `${clock.format(new Date(event.end * 1000))} (${duration(event.end - event.start)})`
                )}
              </td>
              <td className="numeric" data-label="Worst">
                {formatBps(event.worstBps)}
              </td>
              <td data-label="Direction">{event.direction === "below" ? "below peg" : "above peg"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
