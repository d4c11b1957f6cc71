import { useHolders } from "../../api/pair";
import { shortAddress } from "../../format/addresses";
import { formatAmount, formatUsd } from "../../format/numbers";

function percent(value: number | null): string {
  return value === null ? "—" : `${value.toFixed(2)}%`;
}

/** The token's largest holders with their share, value and profit. */
export default function HoldersTable({ tokenAddress }: { tokenAddress: string }) {
  const { data } = useHolders(tokenAddress);
  if (data === undefined) return <p className="table-state">Loading holders…</p>;
  if (!data.ok) {
    return <p className="table-state">{data.status === 404 ? "Holders are not available for this token yet." : "Holders unavailable. Please try again."}</p>;
  }
  if (data.data.holders.length === 0) return <p className="table-state">No holders yet</p>;
  return (
    <div className="table-scroll">
      <table className="data-table dense holders-table">
        <thead>
          <tr>
            <th className="numeric">#</th>
            <th>Holder</th>
            <th className="numeric">Balance</th>
            <th className="numeric">Share</th>
            <th className="numeric">Value</th>
            <th className="numeric optional">PnL</th>
          </tr>
        </thead>
        <tbody>
          {data.data.holders.map((holder, index) => (
            <tr key={holder.holderAddress}>
              <td className="numeric muted">{index + 1}</td>
              <td className="mono" title={holder.holderAddress}>
                {shortAddress(holder.holderAddress)}
              </td>
              <td className="numeric">{formatAmount(Number(holder.balance))}</td>
              <td className="numeric">{percent(holder.remainingBalancePercentage)}</td>
              <td className="numeric">{formatUsd(holder.remainingBalanceUsd)}</td>
              <td className={`numeric optional ${holder.totalPnl > 0 ? "up" : holder.totalPnl < 0 ? "down" : ""}`}>{formatUsd(holder.totalPnl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
