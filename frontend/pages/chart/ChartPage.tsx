import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";

export default function ChartPage() {
  const { address } = useParams();
  return (
    <section className="viewport-page">
      {address === undefined ? (
        <PageIntro
          title="Charts"
          description="Search a token by name, symbol or address in the header to open its live chart."
        />
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
