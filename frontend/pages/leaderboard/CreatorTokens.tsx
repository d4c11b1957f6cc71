import { useState } from "react";
import { Link } from "react-router-dom";
import { useCreatorTokens } from "../../api/launchpad-lists";
import { formatUsd } from "../../format/numbers";

/** A creator's tokens, read when first opened: each with its market cap, linked to its chart. */
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
  const { data, error } = useCreatorTokens(principal);
  if (error !== undefined) return <p className="muted">Tokens could not be loaded.</p>;
  if (data === undefined) return <p className="muted">Loading tokens…</p>;
  if (data.data.length === 0) return <p className="muted">No tokens</p>;
  return (
    <ul className="creator-token-list">
      {data.data.map((token) => (
        <li key={token.address}>
          <Link to={`/chart/${token.address}`}>{token.symbol}</Link>
          <span className="numeric">{formatUsd(token.marketCap.usd)}</span>
        </li>
      ))}
    </ul>
  );
}
