import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";
import PairView from "../../components/pair/PairView";
import TokenSearch from "../../components/token-search/TokenSearch";

export default function ChartPage() {
  const { address } = useParams();
  if (address !== undefined) return <PairView key={address} pairAddress={address} />;
  return (
    <section className="viewport-page">
      <PageIntro title="Charts" description="Search a token by name, symbol or address to open its live chart." />
      <div className="chart-search">
        <TokenSearch autoFocus />
      </div>
      <div className="viewport-stage" aria-label="Chart area" role="region" />
    </section>
  );
}
