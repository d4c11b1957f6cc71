import { Link } from "react-router-dom";
import { displayedSide } from "../../../shared/format/displayed-token";
import { marketLabel } from "../../../shared/format/market";
import { formatAmount, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { MarketPair, PairSort } from "../../../shared/schemas/markets";
import CopyAddress from "../copy-address/CopyAddress";
import { formatAge } from "../data-table/age";
import type { Column } from "../data-table/DataTable";
import MarketChip from "../market-chip/MarketChip";
import { safetyColumn } from "../safety/safety-column";
import TokenLogo from "../token-search/TokenLogo";
import ChangeCell from "./ChangeCell";
import { usdOrDash } from "./usd-or-dash";

export type PairColumn = Column<MarketPair, PairSort>;

/** The displayed token first, its quote after it ("KALO / WHYPE"), then its market and address, so look-alikes tell apart. */
function PairName({ pair }: { pair: MarketPair }) {
  const shown = displayedSide(pair);
  const quote = shown.address === pair.token0Address ? pair.token1Symbol : pair.token0Symbol;
  return (
    <span className="list-market">
      <Link className="list-name" to={`/chart/${pair.pairAddress}`}>
        <TokenLogo src={pair.tokenImageUri} size={20} />
        <span className="list-symbol">{shown.symbol}</span>
        <span className="muted">/ {quote ?? "Unknown"}</span>
      </Link>
      <span className="list-market-meta">
        <MarketChip protocol={pair.protocol} feeTier={pair.feeTier} />
        <CopyAddress address={pair.pairAddress} of={`${shown.symbol} / ${quote ?? "Unknown"} ${marketLabel(pair.protocol, pair.feeTier)}`} />
      </span>
    </span>
  );
}

export const pairColumns = {
  name: (label: string): PairColumn => ({ label, cell: (pair) => <PairName pair={pair} /> }),
  age: (nowSeconds: number): PairColumn => ({
    label: "Age",
    numeric: true,
    sort: "newest",
    optional: true,
    cell: (pair) => formatAge(pair.creationTimestamp, nowSeconds),
  }),
  price: { label: "Price", numeric: true, optional: true, cell: (pair) => formatPrice(pair.latestPriceUsd) } satisfies PairColumn,
  change: { label: "24h", numeric: true, sort: "priceChange24h", cell: (pair) => <ChangeCell value={pair.priceChange24h} /> } satisfies PairColumn,
  liquidity: (label: string): PairColumn => ({ label, numeric: true, sort: "liquidity", cell: (pair) => usdOrDash(pair.liquidityUsd) }),
  volume: { label: "Volume 24h", numeric: true, sort: "volume24h", cell: (pair) => formatUsd(pair.volume24hUsd) } satisfies PairColumn,
  txns: {
    label: "Txns 24h",
    numeric: true,
    sort: "txns24h",
    optional: true,
    cell: (pair) => (
      <span title={`${pair.buys24h} buys, ${pair.sells24h} sells`}>
        <span className="up">{formatAmount(pair.buys24h)}</span>/<span className="down">{formatAmount(pair.sells24h)}</span>
      </span>
    ),
  } satisfies PairColumn,
  safety: safetyColumn<MarketPair, PairSort>((pair) => displayedSide(pair).address),
};
