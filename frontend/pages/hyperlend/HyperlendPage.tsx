import { useSearchParams } from "react-router-dom";
import { useLendingAtRisk, useLendingLiquidations, useLendingMarkets, useLiquidationMap } from "../../api/lending";
import PageIntro from "../../components/page-intro/PageIntro";
import LiquidationMapChart from "./LiquidationMapChart";
import LiquidationsTable from "./LiquidationsTable";
import MarketsTable from "./MarketsTable";
import MarketView from "./MarketView";
import PositionsTable from "./PositionsTable";
import WalletLookup from "./WalletLookup";

const FAILED = "This could not be loaded. The page tries again in a few seconds.";

export default function HyperlendPage() {
  const [params, setParams] = useSearchParams();
  const market = params.get("market");
  const wallet = params.get("wallet");
  const markets = useLendingMarkets();
  const liquidations = useLendingLiquidations();
  const atRisk = useLendingAtRisk();
  const map = useLiquidationMap();
  const open = (reserve: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (reserve === null) next.delete("market");
      else next.set("market", reserve);
      return next;
    });
  const block = markets.data?.ok ? markets.data.data.block : null;
  return (
    <section className="page tool-page">
      <PageIntro
        title="HyperLend Tracker"
        description="Lending markets on HyperLend: supply and borrow rates, utilisation and total value for each asset, recent liquidations, the positions closest to liquidation and how much collateral a fall of HYPE would liquidate."
      />
      <div className="tool-sections">
        {block !== null && <p className="muted">Indexed to block {block.number}.</p>}
        <h2>Markets</h2>
        <MarketsTable markets={markets.data?.ok ? markets.data.data.markets : undefined} error={markets.data?.ok === false ? FAILED : null} onOpen={open} />
        {market !== null && <MarketView reserve={market} onClose={() => open(null)} />}
        <h2>Liquidation map</h2>
        {map.data === undefined ? (
          <p className="muted">Loading the liquidation map…</p>
        ) : map.data.ok ? (
          <LiquidationMapChart map={map.data.data} />
        ) : (
          <p className="tool-error" role="alert">
            {FAILED}
          </p>
        )}
        <h2>Positions at risk</h2>
        <PositionsTable
          rows={atRisk.data?.ok ? atRisk.data.data.positions : undefined}
          hypePriceUsd={atRisk.data?.ok ? atRisk.data.data.hypePriceUsd : null}
          error={atRisk.data?.ok === false ? FAILED : null}
        />
        <h2>Recent liquidations</h2>
        <LiquidationsTable
          rows={liquidations.data?.ok ? liquidations.data.data.liquidations : undefined}
          error={liquidations.data?.ok === false ? FAILED : null}
        />
        <h2>Wallet lookup</h2>
        <WalletLookup address={wallet} />
      </div>
    </section>
  );
}
