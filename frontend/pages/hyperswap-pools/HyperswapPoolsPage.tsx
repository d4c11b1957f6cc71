import type { PairSort } from "../../../shared/schemas/markets";
import { HYPERSWAP_POOLS } from "../../api/market-lists";
import type { Sorting } from "../../components/data-table/DataTable";
import PagedTable from "../../components/data-table/PagedTable";
import { usePagedList } from "../../components/data-table/use-paged-list";
import { pairColumns } from "../../components/market-tables/pair-columns";
import PageIntro from "../../components/page-intro/PageIntro";

const REFRESH_MS = 10_000;

const INITIAL_SORT: Sorting<PairSort> = { sort: "liquidity", order: "desc" };

export default function HyperswapPoolsPage() {
  const list = usePagedList(HYPERSWAP_POOLS, INITIAL_SORT, REFRESH_MS);
  const now = Math.floor(Date.now() / 1000);
  return (
    <section className="page list-page">
      <PageIntro title="Pools" description="HyperSwap V3 concentrated-liquidity pools with their total value locked, 24-hour volume and fee tier." />
      <PagedTable
        label="Pools"
        columns={[
          pairColumns.name("Pool"),
          pairColumns.liquidity("TVL"),
          pairColumns.volume,
          pairColumns.txns,
          pairColumns.change,
          pairColumns.price,
          pairColumns.age(now),
          pairColumns.safety,
        ]}
        rows={list.data?.pairs}
        rowKey={(pool) => pool.pairAddress}
        errorText="Pools could not be loaded. Please try again."
        emptyText="No HyperSwap pools yet"
        list={list}
        total={list.data?.total}
      />
    </section>
  );
}
