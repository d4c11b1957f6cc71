import { useState } from "react";
import { Link } from "react-router-dom";
import type { WalletActivityItem } from "../../../shared/schemas/wallet-activity";
import { explorerLink, useChainConfig } from "../../api/chain-config";
import { useWalletActivity } from "../../api/wallet-activity";
import type { SignedIn } from "../../api/wallet-sign-in";
import { shortAddress } from "../../format/addresses";
import { formatExactAmount } from "../../format/exact-amount";
import { formatDateTime } from "../../format/time";
import ShortForm from "../copy-address/ShortForm";
import DataTable, { type Column } from "../data-table/DataTable";

/** What the row did, in words a trader reads at a glance. */
function what(item: WalletActivityItem): string {
  if (item.kind === "trade") return item.side === "buy" ? "Buy" : "Sell";
  return item.kind === "sent" ? "Sent" : "Received";
}

/** The amount moved: a trade's token side (its HYPE side is the second line), a transfer's signed amount. */
function amount(item: WalletActivityItem): string {
  if (item.kind === "trade") return `${formatExactAmount(item.tokenAmount)} ${item.tokenSymbol}`;
  const sign = item.kind === "sent" ? "−" : "+";
  // A token the index does not know: its raw units, since its decimals are unknown.
  if (item.amount === null) return `${sign}${formatExactAmount(item.rawAmount)} units`;
  return `${sign}${formatExactAmount(item.amount)} ${item.symbol ?? shortAddress(item.tokenAddress ?? "")}`;
}

function Counterparty({ item, explorerUrl }: { item: WalletActivityItem; explorerUrl: string | null | undefined }) {
  if (item.kind === "trade") {
    return <Link to={`/chart/${item.pairAddress}`}>{item.tokenSymbol} market</Link>;
  }
  const link = explorerLink(explorerUrl, "address", item.counterparty);
  const label = `${item.kind === "sent" ? "To" : "From"} ${shortAddress(item.counterparty)}`;
  return link === null ? (
    <span className="mono" title={item.counterparty}>
      {label}
    </span>
  ) : (
    <a className="mono" href={link} target="_blank" rel="noopener noreferrer" title={item.counterparty}>
      {label}
    </a>
  );
}

function Transaction({ hash, explorerUrl }: { hash: string; explorerUrl: string | null | undefined }) {
  const link = explorerLink(explorerUrl, "tx", hash);
  // The devnet has no explorer: the hash is shown whole on hover and can be copied.
  return <ShortForm value={hash} href={link} />;
}

function columns(explorerUrl: string | null | undefined): Column<WalletActivityItem, never>[] {
  return [
    {
      label: "Activity",
      cell: (item) => (
        <>
          <strong>{what(item)}</strong>
          {/* Phones hide the Status column: a failure shows beside its kind too. */}
          {item.status === "failed" && <span className="down"> · Failed</span>}
          <br />
          <span className="muted">{formatDateTime(item.timestamp)}</span>
        </>
      ),
    },
    {
      label: "Amount",
      numeric: true,
      cell: (item) => (
        <>
          <span className="mono">{amount(item)}</span>
          {item.kind === "trade" && (
            <>
              <br />
              <span className="mono muted">
                {item.side === "buy" ? "paid" : "got"} {formatExactAmount(item.quoteAmount)} {item.quoteSymbol}
              </span>
            </>
          )}
        </>
      ),
    },
    { label: "With", optional: true, cell: (item) => <Counterparty item={item} explorerUrl={explorerUrl} /> },
    { label: "Status", optional: true, cell: (item) => (item.status === "success" ? "Confirmed" : <span className="down">Failed</span>) },
    { label: "Transaction", optional: true, cell: (item) => <Transaction hash={item.transactionHash} explorerUrl={explorerUrl} /> },
  ];
}

/** A signed-in wallet's activity, paged newest first with Older / Newer. */
export default function WalletActivityTable({ signedIn }: { signedIn: SignedIn }) {
  // The cursors of the pages before this one: Newer pops back to the previous page.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1) ?? null;
  const activity = useWalletActivity(signedIn, cursor);
  const explorerUrl = useChainConfig().data?.explorerUrl;
  const error = activity.error ? `Your activity could not be loaded: ${(activity.error as Error).message}. Please try again.` : null;
  const nextCursor = activity.data?.nextCursor ?? null;
  return (
    <>
      <DataTable
        label="Wallet activity"
        columns={columns(explorerUrl)}
        rows={activity.data?.activity}
        rowKey={(item) => item.id}
        error={error}
        emptyText={cursor === null ? "No activity yet" : "No older activity"}
      />
      {(cursors.length > 0 || nextCursor !== null) && (
        <nav className="pager" aria-label="Wallet activity pages">
          <button type="button" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer
          </button>
          <span className="pager-position">Page {cursors.length + 1}</span>
          <button type="button" disabled={nextCursor === null} onClick={() => setCursors([...cursors, nextCursor!])}>
            Older
          </button>
        </nav>
      )}
    </>
  );
}
