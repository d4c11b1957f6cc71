import { Link, useSearchParams } from "react-router-dom";
import type { TokenSort } from "../../../shared/schemas/markets";
import { SPHERE_TOKENS } from "../../api/market-lists";
import type { Sorting } from "../../components/data-table/DataTable";
import PagedTable from "../../components/data-table/PagedTable";
import { usePagedList } from "../../components/data-table/use-paged-list";
import FilterBar from "../../components/filter-bar/FilterBar";
import { FILTER_KEYS, withParams } from "../../components/filter-bar/list-url";
import { tokenColumns } from "../../components/market-tables/token-columns";
import PageIntro from "../../components/page-intro/PageIntro";

const REFRESH_MS = 10_000;

const INITIAL_SORT: Sorting<TokenSort> = { sort: "marketCap", order: "desc" };

/** The list filters and the token type (Recent Tokens links here with `tokenType=launchpad` for every launch). */
const PASSED = [...FILTER_KEYS, "tokenType"] as const;

export default function SphereTokensPage() {
  const [params] = useSearchParams();
  const list = usePagedList(SPHERE_TOKENS, INITIAL_SORT, REFRESH_MS, PASSED);
  return (
    <section className="page list-page">
      <PageIntro
        title="Sphere Tokens"
        description="Every HyperEVM token the indexer knows, with its price, market cap, liquidity, volume and safety. Filter and sort by any figure; the link keeps them."
      />
      <FilterBar filters={list.filters} onApply={list.filter} />
      {params.get("tokenType") === "launchpad" && (
        <p className="page-note">
          Launchpad tokens only. <Link to={`?${withParams(params, { tokenType: null, page: null })}`}>Show every token</Link>
        </p>
      )}
      <PagedTable
        label="Tokens"
        columns={tokenColumns(Math.floor(Date.now() / 1000))}
        rows={list.data?.tokens}
        rowKey={(token) => token.address}
        errorText="Tokens could not be loaded. Please try again."
        emptyText={Object.keys(list.filters).length > 0 ? "No token matches these filters" : "No tokens indexed yet"}
        list={list}
        total={list.data?.total}
      />
    </section>
  );
}
