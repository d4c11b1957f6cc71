import { useState } from "react";
import { Link } from "react-router-dom";
import { formatUsd } from "../../../shared/format/numbers";
import { useCreatorPerformance } from "../../api/launchpad-lists";
import CopyAddress from "../../components/copy-address/CopyAddress";

/** A creator's tokens from the same scoring run as the row's count, read when first opened: each with its address to copy and its market cap, linked to its chart. */
export default function CreatorTokens({ principal, count }: { principal: string; count: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="creator-tokens" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {count} {count === 1 ? "token" : "tokens"}
      </summary>
      {open && <TokenList principal={principal} />}
    </details>
  );
}

function TokenList({ principal }: { principal: string }) {
  const { data, error } = useCreatorPerformance(principal);
  if (error !== undefined) return <p className="muted">Tokens could not be loaded.</p>;
  if (data === undefined) return <p className="muted">Loading tokens…</p>;
  if (data.tokens.length === 0) return <p className="muted">No tokens</p>;
  return (
    <ul className="creator-token-list">
      {data.tokens.map((token) => (
        <li key={token.id}>
          <Link to={`/chart/${token.id}`}>{token.symbol}</Link>
          <CopyAddress address={token.id} of={`${token.symbol} token`} />
          <span className="numeric">{formatUsd(token.marketcap)}</span>
        </li>
      ))}
    </ul>
  );
}
