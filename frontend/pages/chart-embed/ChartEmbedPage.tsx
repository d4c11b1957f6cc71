import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";

export default function ChartEmbedPage() {
  const { address = "" } = useParams();
  return (
    <section className="viewport-page">
      <PageIntro
        title="Chart"
        subject={{ label: "Pair", value: address }}
        description="This pair's price chart, sized to fit the frame it is embedded in."
      />
      <div className="viewport-stage" aria-label="Chart area" role="region" />
    </section>
  );
}
