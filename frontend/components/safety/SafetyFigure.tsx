import { useState } from "react";
import { Link } from "react-router-dom";
import type { SafetyWallet, TokenSafetyResponse } from "../../../shared/schemas/token-safety";
import { formatShare } from "../../../shared/shares";
import { useTokenSafety } from "../../api/token-safety";
import { shortAddress } from "../../format/addresses";

/** A 0–1 share as the tools write it. */
export const shareText = (share: number) => formatShare(share * 100);

export type Figure = "top10" | "creator" | "snipers" | "bundle";

const TITLES: Record<Figure, string> = {
  top10: "The ten largest holders that are people (the curve, pairs and burn addresses left out)",
  creator: "What the token's creator holds",
  snipers: "Wallets that bought from the curve in the first blocks after the launch block",
  bundle: "Wallets that bought in the launch block itself, and the wallets they passed tokens to",
};

function walletsOf(answer: TokenSafetyResponse, figure: Figure): SafetyWallet[] {
  const { wallets } = answer;
  if (figure === "creator") return wallets.creator === null ? [] : [wallets.creator];
  return figure === "top10" ? wallets.top10 : figure === "snipers" ? wallets.snipers : wallets.bundle;
}

/** One share of the supply; opened, the wallets behind it, each linking to its trader page. */
export default function SafetyFigure({ token, figure, label, share }: { token: string; figure: Figure; label: string; share: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="safety-figure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary title={TITLES[figure]}>
        {label} <span className={`numeric${share >= 0.1 && figure !== "top10" ? " down" : ""}`}>{shareText(share)}</span>
      </summary>
      {open && <FigureWallets token={token} figure={figure} label={label} />}
    </details>
  );
}

function FigureWallets({ token, figure, label }: { token: string; figure: Figure; label: string }) {
  const { data } = useTokenSafety(token);
  if (data === undefined) return <p className="safety-wallets muted">Loading wallets…</p>;
  if (!data.ok) return <p className="safety-wallets">Wallets unavailable. Please try again.</p>;
  const wallets = walletsOf(data.data, figure);
  if (wallets.length === 0) return <p className="safety-wallets muted">No wallets.</p>;
  return (
    <ol className="safety-wallets" aria-label={`${label} wallets`}>
      {wallets.map((wallet) => (
        <li key={wallet.address}>
          <Link className="mono" to={`/trader/${wallet.address}`} title={wallet.address}>
            {shortAddress(wallet.address)}
          </Link>
          <span className="numeric">{shareText(wallet.share)}</span>
        </li>
      ))}
    </ol>
  );
}
