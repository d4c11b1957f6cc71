import { tokenListResponseSchema, type TokenSort } from "../../../shared/schemas/markets";
import DataTable, { type Sorting } from "../../components/data-table/DataTable";
import Pager from "../../components/data-table/Pager";
import { tokenColumns } from "../../components/market-tables/token-columns";
import { usePagedList } from "../../components/data-table/use-paged-list";
import PageIntro from "../../components/page-intro/PageIntro";

const REFRESH_MS = 10_000;

const INITIAL_SORT: Sorting<TokenSort> = { sort: "marketCap", order: "desc" };

export default function SphereTokensPage() {
  const list = usePagedList("/api/v1/indexer/tokens", tokenListResponseSchema, INITIAL_SORT, REFRESH_MS);
  return (
    <section className="page list-page">
      <PageIntro title="Sphere Tokens" description="Every HyperEVM token the indexer knows, with its price, market cap and volume. Sort by any figure." />
      <DataTable
        label="Tokens"
        columns={tokenColumns(Math.floor(Date.now() / 1000))}
        rows={list.data?.tokens}
        rowKey={(token) => token.address}
        error={list.failed ? "Tokens could not be loaded. Please try again." : null}
        emptyText="No tokens indexed yet"
        sorting={list.sorting}
        onSort={list.sort}
      />
      <Pager offset={list.offset} limit={list.limit} total={list.data?.total ?? 0} onOffset={list.setOffset} />
    </section>
  );
}
