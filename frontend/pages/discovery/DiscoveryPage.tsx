import { Link, useSearchParams } from "react-router-dom";
import { STAT_WINDOWS } from "../../../shared/schemas/pair-detail";
import { TRENDING_FORMULA, TRENDING_FORMULA_TERMS } from "../../../shared/schemas/trending";
import FilterBar from "../../components/filter-bar/FilterBar";
import { filtersOf, withParams } from "../../components/filter-bar/list-url";
import PageIntro from "../../components/page-intro/PageIntro";
import WatchlistSection from "../../components/watchlist/WatchlistSection";
import DiscoverySection from "./DiscoverySection";
import { SECTIONS, sectionById } from "./discovery-sections";
import { windowOf } from "./discovery-url";

/** The formula the trending score follows, stated where the ranking is shown. */
function Formula() {
  return (
    <details className="trending-formula">
      <summary>How the trending score is worked out</summary>
      <p className="mono">{TRENDING_FORMULA}</p>
      <p className="page-note">{TRENDING_FORMULA_TERMS}</p>
    </details>
  );
}

/** The discovery home at /chart: every section at a glance, or one section's whole list (?section=…), filtered in the URL. */
export default function DiscoveryPage() {
  const [params, setParams] = useSearchParams();
  const window = windowOf(params);
  const open = sectionById(params.get("section"));
  return (
    <section className="page list-page discovery-page">
      <PageIntro
        title="Discover"
        description="Trending markets, new launches, curves about to graduate, fresh graduates and the biggest movers on HyperEVM. Every row opens its chart."
      />
      <div className="list-toolbar">
        <div className="segmented" role="group" aria-label="Window">
          {STAT_WINDOWS.map((known) => (
            <button key={known} type="button" aria-pressed={known === window} onClick={() => setParams(withParams(params, { window: known, page: null }))}>
              {known}
            </button>
          ))}
        </div>
        {open !== undefined && (
          <Link className="button button-ghost" to={`?${withParams(params, { section: null, page: null, sort: null, order: null })}`}>
            All sections
          </Link>
        )}
      </div>
      <FilterBar filters={filtersOf(params)} onApply={(filters) => setParams(withParams(params, { ...filters, page: null }))} />
      {open !== undefined ? (
        <DiscoverySection key={open.id} section={open} full>
          {open.id === "trending" && <Formula />}
        </DiscoverySection>
      ) : (
        <>
          <WatchlistSection />
          {SECTIONS.map((section) => (
            <DiscoverySection key={section.id} section={section} full={false}>
              {section.id === "trending" && <Formula />}
            </DiscoverySection>
          ))}
        </>
      )}
    </section>
  );
}
