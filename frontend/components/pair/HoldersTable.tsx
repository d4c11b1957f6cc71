import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { Holder, HolderType } from "../../../shared/schemas/token-holders";
import { useHolders } from "../../api/pair";
import CopyAddress from "../copy-address/CopyAddress";

function percent(value: number | null): string {
  return value === null ? "—" : `${value.toFixed(2)}%`;
}

/** What a holder's chip says; an ordinary holder has none. Markets, burn addresses and the token contract are not people. */
const HOLDER_LABELS: Record<HolderType, { text: string; person: boolean } | null> = {
  "bonding-curve": { text: "Bonding curve", person: false },
  pair: { text: "Pair", person: false },
  burn: { text: "Burn", person: false },
  contract: { text: "Token contract", person: false },
  creator: { text: "Creator", person: true },
  whale: { text: "Whale", person: true },
  holder: null,
};

const isPerson = (holder: Holder) => HOLDER_LABELS[holder.holderType]?.person ?? true;

function pnlClass(pnl: number | null): string {
  if (pnl === null || pnl === 0) return "numeric optional";
  return `numeric optional ${pnl > 0 ? "up" : "down"}`;
}

/**
 * The token's largest holders with their share, value and profit; markets and burn addresses are labelled, unranked and carry no PnL.
 * Each address copies whole (the copy buttons also let a keyboard reach and scroll the table on a phone).
 */
export default function HoldersTable({ tokenAddress }: { tokenAddress: string }) {
  const { data } = useHolders(tokenAddress);
  if (data === undefined) return <p className="table-state">Loading holders…</p>;
  if (!data.ok) {
    return <p className="table-state">{data.status === 404 ? "Holders are not available for this token yet." : "Holders unavailable. Please try again."}</p>;
  }
  if (data.data.holders.length === 0) return <p className="table-state">No holders yet</p>;
  let rank = 0;
  return (
    <div className="table-scroll">
      <p className="holders-summary">
        Top 10 holders: <strong className="numeric">{percent(data.data.top10Percentage)}</strong> of the supply
        <span className="muted"> · people only; the curve, pairs and burn addresses are labelled and not counted</span>
      </p>
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
          {data.data.holders.map((holder) => {
            const person = isPerson(holder);
            const label = HOLDER_LABELS[holder.holderType];
            if (person) rank += 1;
            return (
              <tr key={holder.holderAddress} className={person ? undefined : "holder-market"}>
                <td className="numeric muted">{person ? rank : ""}</td>
                <td>
                  <CopyAddress address={holder.holderAddress} of={label !== null && !person ? label.text.toLowerCase() : `holder #${rank}`} />
                  {label !== null && <span className={`holder-chip holder-chip-${holder.holderType}`}>{label.text}</span>}
                </td>
                <td className="numeric">{formatAmount(Number(holder.balance))}</td>
                <td className="numeric">{percent(holder.remainingBalancePercentage)}</td>
                <td className="numeric">{formatUsd(holder.remainingBalanceUsd)}</td>
                <td className={pnlClass(holder.totalPnl)}>{holder.totalPnl === null ? "—" : formatUsd(holder.totalPnl)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
