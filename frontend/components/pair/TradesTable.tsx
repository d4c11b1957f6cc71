import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { formatAmount, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { explorerLink, useChainConfig } from "../../api/chain-config";
import { type TradeFilter, usePairTrades } from "../../api/pair";
import { useWalletSession } from "../../app/wallet-session";
import { shortAddress } from "../../format/addresses";
import { formatRecentTime } from "../../format/time";
import CopyAddress from "../copy-address/CopyAddress";
import { tradedAmount, tradeRows } from "./trade-rows";

const SIDES = [
  { side: "all", label: "All" },
  { side: "buys", label: "Buys" },
  { side: "sells", label: "Sells" },
] as const;

type Props = { pairAddress: string; displayedAddress: string; symbol: string; liveTrades: readonly SwapActivity[] };

/** The pair's trades, newest first, live: the feed's trades are prepended as they happen. */
export default function TradesTable({ pairAddress, displayedAddress, symbol, liveTrades }: Props) {
  const [side, setSide] = useState<TradeFilter["side"]>("all");
  const [searchParams] = useSearchParams();
  const filter: TradeFilter = { side, trader: searchParams.get("trader") };
  const { data } = usePairTrades(pairAddress, filter);
  const explorerUrl = useChainConfig().data?.explorerUrl;
  const ownWallet = useWalletSession().signedIn?.wallet.address.toLowerCase();
  const rows = tradeRows(liveTrades, data?.ok ? data.data.activity : [], filter);
  const arrivedLive = new Set(liveTrades.map((trade) => trade.id));
  // Trader links keep the page's other query parameters (the terminal's pair).
  const traderLink = (trader: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (trader === null) params.delete("trader");
    else params.set("trader", trader);
    return `?${params.toString()}`;
  };

  return (
    <div className="trades">
      <div className="table-filters">
        <div className="segmented" role="group" aria-label="Trade side">
          {SIDES.map((option) => (
            <button key={option.side} type="button" aria-pressed={side === option.side} onClick={() => setSide(option.side)}>
              {option.label}
            </button>
          ))}
        </div>
        {filter.trader !== null && (
          <Link className="filter-chip" to={traderLink(null)} aria-label="Show every trader">
            Trader {shortAddress(filter.trader)} ×
          </Link>
        )}
      </div>
      <div className="table-scroll">
        <table className="data-table dense trades-table">
          <thead>
            <tr>
              <th>Time</th>
              <th>Type</th>
              <th className="numeric optional">Price</th>
              <th className="numeric">{symbol}</th>
              <th className="numeric">Value</th>
              <th>Trader</th>
              <th className="optional">Tx</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((trade) => {
              const own = trade.traderAddress.toLowerCase() === ownWallet;
              return (
                <tr
                  key={trade.id}
                  className={`${trade.isBuy ? "trade-buy" : "trade-sell"}${arrivedLive.has(trade.id) ? " trade-live" : ""}${own ? " trade-own" : ""}`}
                  data-trade-id={trade.id}
                >
                  <td className="mono muted">{formatRecentTime(trade.blockTimestamp)}</td>
                  <td className="side">{trade.isBuy ? "Buy" : "Sell"}</td>
                  <td className="numeric optional">{formatPrice(trade.priceUsd === null ? null : Number(trade.priceUsd))}</td>
                  <td className="numeric">{formatAmount(tradedAmount(trade, displayedAddress))}</td>
                  <td className="numeric">{formatUsd(trade.volumeUsd === null ? null : Number(trade.volumeUsd))}</td>
                  <td>
                    <Link className="mono" to={traderLink(trade.traderAddress)} title={`Trades of ${trade.traderAddress}`}>
                      {shortAddress(trade.traderAddress)}
                    </Link>
                    {own && <span className="trade-own-tag">You</span>}
                  </td>
                  <td className="optional">
                    <CopyAddress address={trade.transactionHash} of="transaction" noun="hash" href={explorerLink(explorerUrl, "tx", trade.transactionHash)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data !== undefined && rows.length === 0 && <p className="table-state">{data.ok ? "No trades yet" : "Trades unavailable. Please try again."}</p>}
        {data === undefined && <p className="table-state">Loading trades…</p>}
      </div>
    </div>
  );
}
