import { Link } from "react-router-dom";
import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import { useTopTraders } from "../../api/token-safety";
import { shortAddress } from "../../format/addresses";

const pnlClass = (pnl: number | null) => (pnl === null || pnl === 0 ? "numeric" : `numeric ${pnl > 0 ? "up" : "down"}`);

/** Who made and lost the most on the token, curve and pair together, each linking to its trader page. */
export default function TopTradersTable({ tokenAddress }: { tokenAddress: string }) {
  const { data } = useTopTraders(tokenAddress);
  if (data === undefined) return <p className="table-state">Loading top traders…</p>;
  if (!data.ok) {
    return (
      <p className="table-state">{data.status === 404 ? "Top traders are not available for this token." : "Top traders unavailable. Please try again."}</p>
    );
  }
  if (data.data.traders.length === 0) return <p className="table-state">No trades yet</p>;
  return (
    <div className="table-scroll">
      <table className="data-table dense top-traders-table">
        <thead>
          <tr>
            <th className="numeric">#</th>
            <th>Trader</th>
            <th className="numeric optional">Bought</th>
            <th className="numeric optional">Sold</th>
            <th className="numeric">Realized</th>
            <th className="numeric">Unrealized</th>
            <th className="numeric">Total PnL</th>
            <th className="numeric optional">Trades</th>
          </tr>
        </thead>
        <tbody>
          {data.data.traders.map((trader, index) => (
            <tr key={trader.holderAddress}>
              <td className="numeric muted">{index + 1}</td>
              <td>
                <Link className="mono" to={`/trader/${trader.holderAddress}`} title={trader.holderAddress}>
                  {shortAddress(trader.holderAddress)}
                </Link>
              </td>
              <td className="numeric optional">{formatUsd(trader.totalVolumeBoughtUsd)}</td>
              <td className="numeric optional">{formatUsd(trader.totalVolumeSoldUsd)}</td>
              <td className={pnlClass(trader.realizedPnl)}>{formatUsd(trader.realizedPnl)}</td>
              <td className={pnlClass(trader.unrealizedPnl)}>{formatUsd(trader.unrealizedPnl)}</td>
              <td className={pnlClass(trader.totalPnl)}>{formatUsd(trader.totalPnl)}</td>
              <td className="numeric optional">{formatAmount(trader.tradeCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
