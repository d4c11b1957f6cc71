import { useNavigate, useSearchParams } from "react-router-dom";
import { CHARTS_MAX, chartSet, chartSetPath } from "../../app/chart-set";
import PageIntro from "../../components/page-intro/PageIntro";
import TokenSearch from "../../components/token-search/TokenSearch";
import MultiChartCell from "./MultiChartCell";

/** /charts?pairs=a,b: up to four live charts side by side, each with its own timeframe and switches; the URL is the layout. */
export default function MultiChartPage() {
  const pairs = chartSet(useSearchParams()[0].get("pairs"));
  const navigate = useNavigate();
  const full = pairs.length >= CHARTS_MAX;
  return (
    <div className="page multi-chart-page">
      <PageIntro title="Charts side by side" description={`Up to ${CHARTS_MAX} live charts at once. The link keeps the set: share it or bookmark it.`}>
        <div className="multi-chart-add">
          {full ? (
            <p className="muted">{CHARTS_MAX} charts shown: remove one to add another.</p>
          ) : (
            <TokenSearch pathFor={(pair) => chartSetPath([...pairs, pair.toLowerCase()])} />
          )}
        </div>
      </PageIntro>
      {pairs.length === 0 ? (
        <p className="table-state" role="status">
          No charts yet: search a token above to add its chart.
        </p>
      ) : (
        <div className={`multi-chart-grid multi-chart-grid-${pairs.length}`}>
          {pairs.map((pair) => (
            <MultiChartCell key={pair} pairAddress={pair} onRemove={() => navigate(chartSetPath(pairs.filter((other) => other !== pair)))} />
          ))}
        </div>
      )}
    </div>
  );
}
