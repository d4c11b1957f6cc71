import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";
import TokenSearch from "../../components/token-search/TokenSearch";

export default function ChartPage() {
  const { address } = useParams();
  return (
    <section className="viewport-page">
      {address === undefined ? (
        <>
          <PageIntro title="Charts" description="Search a token by name, symbol or address to open its live chart." />
          <div className="chart-search">
            <TokenSearch autoFocus />
          </div>
        </>
      ) : (
        <PageIntro
          title="Chart"
          subject={{ label: "Pair", value: address }}
          description="This pair's live price chart with its trades, holders and buy and sell statistics."
        />
      )}
      <div className="viewport-stage" aria-label="Chart area" role="region" />
    </section>
  );
}
