import { Link } from "react-router-dom";
import { formatUsd } from "../../../shared/format/numbers";
import { displaysToken0 } from "../../../shared/pair-sides";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { formatDateTime } from "../../format/time";

/** Newest swaps (a wallet's, a market's or a transaction's), each opening its pair's chart. */
export default function TraderSwaps({ swaps, title = "Newest swaps" }: { swaps: SwapActivity[]; title?: string }) {
  return (
    <section className="tool-card" aria-labelledby="trader-swaps">
      <h2 id="trader-swaps">{title}</h2>
      {swaps.length === 0 ? (
        <p className="table-state">No swaps in the index's recent window.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table dense">
            <thead>
              <tr>
                <th>Time</th>
                <th>Pair</th>
                <th>Side</th>
                <th className="numeric">USD</th>
              </tr>
            </thead>
            <tbody>
              {swaps.map((swap) => (
                <tr key={swap.id}>
                  <td>{formatDateTime(swap.blockTimestamp)}</td>
                  <td>
                    <Link to={`/chart/${swap.pairAddress}`}>
                      {displaysToken0(swap.token0Address.toLowerCase(), swap.token1Address.toLowerCase()) ? swap.token0Symbol : swap.token1Symbol}
                    </Link>
                  </td>
                  <td className={swap.isBuy ? "up" : "down"}>{swap.isBuy ? "Buy" : "Sell"}</td>
                  <td className="numeric">{formatUsd(swap.volumeUsd === null ? null : Number(swap.volumeUsd))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
