import { Link } from "react-router-dom";
import { formatAmount, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { MarketToken, TokenSort } from "../../../shared/schemas/markets";
import CopyAddress from "../copy-address/CopyAddress";
import { formatAge } from "../data-table/age";
import type { Column } from "../data-table/DataTable";
import MarketChip from "../market-chip/MarketChip";
import { safetyColumn } from "../safety/safety-column";
import TokenLogo from "../token-search/TokenLogo";
import ChangeCell from "./ChangeCell";
import { usdOrDash } from "./usd-or-dash";

type TokenColumn = Column<MarketToken, TokenSort>;

const TYPE_LABEL: Record<MarketToken["tokenType"], string> = {
  launchpad: "Launch",
  erc20: "Token",
  "native-wrapped": "Wrapped",
  stablecoin: "Stable",
};

/** The token, the market its row opens and its address, so look-alike tickers tell apart. */
function TokenName({ token }: { token: MarketToken }) {
  const name = (
    <>
      <TokenLogo src={token.imageUri} size={20} />
      <span className="list-symbol">{token.symbol}</span>
      <span className="muted list-token-name">{token.name}</span>
    </>
  );
  return (
    <span className="list-market">
      {token.pairAddress === null ? (
        <span className="list-name">{name}</span>
      ) : (
        <Link className="list-name" to={`/chart/${token.pairAddress}`}>
          {name}
        </Link>
      )}
      <span className="list-market-meta">
        {token.pairProtocol !== null && <MarketChip protocol={token.pairProtocol} feeTier={token.pairFeeTier} />}
        <CopyAddress address={token.address} of={`${token.symbol} token`} />
      </span>
    </span>
  );
}

/** The columns of the all-tokens list, newest-first age measured from `nowSeconds`. */
export function tokenColumns(nowSeconds: number): TokenColumn[] {
  return [
    { label: "Token", cell: (token) => <TokenName token={token} /> },
    { label: "Type", optional: true, cell: (token) => <span className="type-chip">{token.bonded ? "Bonded" : TYPE_LABEL[token.tokenType]}</span> },
    { label: "Price", numeric: true, cell: (token) => formatPrice(token.priceUsd) },
    { label: "24h", numeric: true, sort: "priceChange24h", cell: (token) => <ChangeCell value={token.priceChange24h} /> },
    { label: "Market cap", numeric: true, sort: "marketCap", cell: (token) => usdOrDash(token.marketCapUsd) },
    { label: "Liquidity", numeric: true, sort: "liquidity", optional: true, cell: (token) => usdOrDash(token.liquidityUsd) },
    { label: "Volume 24h", numeric: true, sort: "volume24h", cell: (token) => formatUsd(token.volume24hUsd) },
    { label: "Txns 24h", numeric: true, sort: "txns24h", optional: true, cell: (token) => formatAmount(token.buys24h + token.sells24h) },
    { label: "Age", numeric: true, sort: "newest", optional: true, cell: (token) => formatAge(token.creationTimestamp, nowSeconds) },
    safetyColumn((token) => token.address),
  ];
}
