import { useId, useState } from "react";
import { formatAmount, formatProgress, formatUsd } from "../../../shared/format/numbers";
import { ABOUT_TO_GRADUATE_PROGRESS, type PulseColumns as Columns, type PulseRow } from "../../../shared/schemas/pulse-columns";
import { usePulseColumns } from "../../api/launchpad-lists";
import { placeTrade } from "../../api/trading";
import { useWalletDetail } from "../../api/wallet-detail";
import { useWalletSession } from "../../app/wallet-session";
import { CurveBar } from "../../components/curve-progress/CurveProgress";
import { formatAge } from "../../components/data-table/age";
import SafetyBadges from "../../components/safety/SafetyBadges";
import TierBadge from "../../components/tier-badge/TierBadge";
import { useTradeSettings } from "../../components/trade/trade-settings";

// The trader's cockpit beside the terminal's chart: three live columns of launches, a row opens its pair in
// place, and its Buy spends the chosen quick amount at once.

const COLUMNS: { key: keyof Columns; title: string; empty: string }[] = [
  { key: "newLaunches", title: "New launches", empty: "No launch on its curve yet." },
  { key: "aboutToGraduate", title: "About to graduate", empty: `No curve is ${ABOUT_TO_GRADUATE_PROGRESS} % sold yet.` },
  { key: "justGraduated", title: "Just graduated", empty: "No launch has graduated yet." },
];

type Buy = { kind: "pending" } | { kind: "done"; text: string } | { kind: "error"; text: string };

/** The market a row opens: the V2 pair once graduated, else the curve (its address is the token's). */
const pairOf = (row: PulseRow) => row.token.curve.graduatedPair ?? row.token.address;

type Props = { selectedPair: string | null; onSelect: (pairAddress: string) => void };

export default function PulseColumns({ selectedPair, onSelect }: Props) {
  const answer = usePulseColumns().data;
  const session = useWalletSession();
  const wallet = useWalletDetail(session.signedIn);
  const [settings, updateSettings] = useTradeSettings();
  const [buys, setBuys] = useState<ReadonlyMap<string, Buy>>(new Map());
  const hype = settings.buyPresets[settings.quickBuyPreset]!;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const quickBuyId = useId();

  const quickBuy = async (row: PulseRow) => {
    if (!session.signedIn) {
      session.openSignIn();
      return;
    }
    const token = row.token.address;
    const track = (buy: Buy) => setBuys((current) => new Map(current).set(token, buy));
    track({ kind: "pending" });
    const answer = await placeTrade(session.signedIn, { side: "buy", tokenAddress: token, amountIn: String(hype), slippageTolerance: settings.slippageBps });
    if (!answer.ok) {
      track({ kind: "error", text: answer.message ?? answer.error });
      return;
    }
    // A buy whose block is slow is answered as sent: the column says so rather than an amount.
    track({
      kind: "done",
      text: "status" in answer.data ? "Sent, waiting for its block" : `Bought ${formatAmount(Number(answer.data.amountOut))} ${row.token.symbol}`,
    });
    await wallet.mutate();
  };

  return (
    <aside className="pulse-columns" aria-label="Launches">
      <div className="pulse-quick-buy">
        <label htmlFor={quickBuyId}>Quick buy</label>
        <select id={quickBuyId} value={settings.quickBuyPreset} onChange={(event) => updateSettings({ quickBuyPreset: Number(event.target.value) })}>
          {settings.buyPresets.map((preset, index) => (
            <option key={preset} value={index}>
              {preset} HYPE
            </option>
          ))}
        </select>
      </div>
      {COLUMNS.map((column) => {
        const rows = answer?.ok ? answer.data[column.key] : [];
        return (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: each column scrolls on its own, and the keyboard scrolls it once focused
          <section key={column.key} className="pulse-column" aria-label={column.title} tabIndex={0}>
            <h2>{column.title}</h2>
            {answer === undefined ? null : rows.length === 0 ? (
              <p className="muted">{answer.ok ? column.empty : "Launches unavailable. Retrying…"}</p>
            ) : (
              <ul>
                {rows.map((row) => (
                  <PulseRowItem
                    key={row.token.address}
                    row={row}
                    nowSeconds={nowSeconds}
                    selected={pairOf(row) === selectedPair}
                    hype={hype}
                    buy={buys.get(row.token.address)}
                    onSelect={() => onSelect(pairOf(row))}
                    onBuy={() => void quickBuy(row)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </aside>
  );
}

type RowProps = {
  row: PulseRow;
  nowSeconds: number;
  selected: boolean;
  hype: number;
  buy: Buy | undefined;
  onSelect: () => void;
  onBuy: () => void;
};

function PulseRowItem({ row: { token, creatorConfidence }, nowSeconds, selected, hype, buy, onSelect, onBuy }: RowProps) {
  const soldOut = token.curve.status === "sold-out";
  return (
    <li className={selected ? "pulse-row pulse-row-selected" : "pulse-row"}>
      <button type="button" className="pulse-row-open" aria-current={selected || undefined} onClick={onSelect}>
        <span className="pulse-row-head">
          <span className="pulse-symbol">{token.symbol}</span>
          <span className="muted" title="Age">
            {formatAge(token.creationTimestamp, nowSeconds)}
          </span>
          {creatorConfidence === null ? <span className="muted">unscored</span> : <TierBadge score={creatorConfidence} />}
        </span>
        <span className="pulse-row-figures">
          <span title="Market cap">MC {formatUsd(token.marketCap.usd)}</span>
          <span title="Holders">
            {formatAmount(token.holderCount)} {token.holderCount === 1 ? "holder" : "holders"}
          </span>
          <span title="Share of the ten largest holders">Top 10 {formatProgress(token.top10HoldersPercentage * 100)}</span>
        </span>
        {token.curve.status !== "graduated" && (
          <span className="pulse-row-curve">
            <CurveBar curve={token.curve} />
            <span className="numeric">{formatProgress(token.progress)}</span>
          </span>
        )}
      </button>
      <button
        type="button"
        className="button button-primary pulse-buy"
        aria-label={`Buy ${hype} HYPE of ${token.symbol}`}
        disabled={soldOut || buy?.kind === "pending"}
        title={soldOut ? "Sold out: tradable again once it graduates" : undefined}
        onClick={onBuy}
      >
        {buy?.kind === "pending" ? "…" : `Buy ${hype}`}
      </button>
      <SafetyBadges token={token.address} safety={{ ...token.safety, top10Share: token.top10HoldersPercentage }} />
      {buy !== undefined && buy.kind !== "pending" && (
        <p role="status" className={buy.kind === "error" ? "pulse-buy-outcome down" : "pulse-buy-outcome up"}>
          {buy.text}
        </p>
      )}
    </li>
  );
}
