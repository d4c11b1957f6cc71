import type { PairSort } from "../../../shared/schemas/markets";
import { HYPERSWAP_PAIRS } from "../../api/market-lists";
import type { Sorting } from "../../components/data-table/DataTable";
import PagedTable from "../../components/data-table/PagedTable";
import { usePagedList } from "../../components/data-table/use-paged-list";
import FilterBar from "../../components/filter-bar/FilterBar";
import { FILTER_KEYS } from "../../components/filter-bar/list-url";
import { pairColumns } from "../../components/market-tables/pair-columns";
import PageIntro from "../../components/page-intro/PageIntro";

/** New pairs are live: the list is read again this often. */
const REFRESH_MS = 3000;

const INITIAL_SORT: Sorting<PairSort> = { sort: "newest", order: "desc" };

export default function HyperswapPairsPage() {
  const list = usePagedList(HYPERSWAP_PAIRS, INITIAL_SORT, REFRESH_MS, FILTER_KEYS);
  const now = Math.floor(Date.now() / 1000);
  return (
    <section className="page list-page">
      <PageIntro
        title="New Pairs"
        description="Trading pairs as they are created on HyperSwap, including tokens that graduate from LiquidLaunch, with their liquidity, volume and age."
      />
      <p className="list-meta" aria-live="polite">
        <span className="live-dot" aria-hidden="true" /> Live ·{" "}
        {list.data === undefined ? "…" : `${list.data.total} ${list.data.total === 1 ? "pair" : "pairs"}`}
      </p>
      <FilterBar filters={list.filters} onApply={list.filter} without={["market"]} />
      <PagedTable
        label="New pairs"
        columns={[
          pairColumns.name("Pair"),
          pairColumns.age(now),
          pairColumns.price,
          pairColumns.change,
          pairColumns.liquidity("Liquidity"),
          pairColumns.volume,
          pairColumns.txns,
          pairColumns.safety,
        ]}
        rows={list.data?.pairs}
        rowKey={(pair) => pair.pairAddress}
        errorText="Pairs could not be loaded. Please try again."
        emptyText={Object.keys(list.filters).length > 0 ? "No pair matches these filters" : "No HyperSwap pairs yet"}
        list={list}
        total={list.data?.total}
      />
    </section>
  );
}
