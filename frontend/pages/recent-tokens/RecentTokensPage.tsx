import { Link, useSearchParams } from "react-router-dom";
import { NEWEST_TOKENS_COUNT, OLDER_TOKENS_LIST } from "../../../shared/schemas/token-lists";
import FilterBar from "../../components/filter-bar/FilterBar";
import { filtersOf, withParams } from "../../components/filter-bar/list-url";
import PageIntro from "../../components/page-intro/PageIntro";
import RecentTokens from "./RecentTokens";

export default function RecentTokensPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = new URLSearchParams(filters).toString();
  return (
    <section className="page list-page">
      <PageIntro
        title="Recent Tokens"
        description="The newest LiquidLaunch tokens as they launch, each with its creator's confidence tier, price, market cap, volume and holders, filterable by confidence (all, legendary, high, medium or low) and by the list filters, kept in the link."
      />
      <FilterBar filters={filters} onApply={(next) => setParams(withParams(params, next))} />
      {/* A new filter starts the list afresh: its first answer is a first load, with no launch highlighted as new. */}
      <RecentTokens key={query} filters={query} />
      <p className="page-note">
        These are the newest {NEWEST_TOKENS_COUNT + OLDER_TOKENS_LIST.limit}.{" "}
        <Link to={`/sphere-tokens?${withParams(new URLSearchParams(filters), { tokenType: "launchpad", sort: "newest", order: "desc" })}`}>
          Every launch, newest first, page by page
        </Link>
      </p>
    </section>
  );
}
