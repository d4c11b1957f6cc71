import { formatUsd } from "../../../shared/format/numbers";
import { type PairDetail, STAT_WINDOWS } from "../../../shared/schemas/pair-detail";

/** Buys and sells per rolling window: how many, and for how many dollars. */
export default function WindowStatsTable({ detail }: { detail: PairDetail }) {
  return (
    <section className="window-stats" aria-label="Buys and sells">
      <h2>Buys and sells</h2>
      <table className="data-table dense">
        <thead>
          <tr>
            <th>
              <span className="visually-hidden">Window</span>
            </th>
            <th className="numeric">Buys</th>
            <th className="numeric">Sells</th>
            <th className="numeric">Bought</th>
            <th className="numeric">Sold</th>
          </tr>
        </thead>
        <tbody>
          {STAT_WINDOWS.map((window) => {
            const stats = detail.stats[window];
            return (
              <tr key={window}>
                <th scope="row">{window}</th>
                <td className="numeric up">{stats.buys}</td>
                <td className="numeric down">{stats.sells}</td>
                <td className="numeric up">{formatUsd(stats.buyVolumeUsd)}</td>
                <td className="numeric down">{formatUsd(stats.sellVolumeUsd)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
