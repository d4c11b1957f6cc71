import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { TrendingSort } from "../../../shared/schemas/trending";
import { useTrending } from "../../api/trending";
import DataTable, { type Sorting } from "../../components/data-table/DataTable";
import Pager from "../../components/data-table/Pager";
import { pageOf, withParams } from "../../components/filter-bar/list-url";
import type { Section } from "./discovery-sections";
import { sortingOf, trendingQuery, windowOf } from "./discovery-url";
import { trendingColumns } from "./trending-columns";

/** Rows a section shows on the home, before "See all". */
const HOME_ROWS = 8;

/**
 * One section of the discovery home: its first rows on the home (`full` false), or the whole list with sorting and
 * paging (`full`), every choice kept in the URL.
 */
export default function DiscoverySection({ section, full, children }: { section: Section; full: boolean; children?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const limit = full ? undefined : HOME_ROWS;
  const { data, error } = useTrending(
    full ? trendingQuery(section, params) : trendingQuery(section, withParams(params, { page: null, sort: null, order: null }), limit),
  );
  const window = windowOf(params);
  const sorting = full ? sortingOf(params, section) : { sort: section.sort, order: section.order };
  const open = (changes: Record<string, string | null>) => setParams(withParams(params, { section: section.id, ...changes }));
  const sort = (next: Sorting<TrendingSort>) => open({ sort: next.sort, order: next.order, page: null });
  const headingId = `section-${section.id}`;
  return (
    <section className="discovery-section" aria-labelledby={headingId}>
      <div className="list-toolbar">
        <div>
          <h2 id={headingId}>{section.title}</h2>
          <p className="page-note">{section.description}</p>
        </div>
        {!full && (
          <Link className="button button-ghost" to={`?${withParams(params, { section: section.id, page: null, sort: null, order: null })}`}>
            See all {section.title.toLowerCase()}
          </Link>
        )}
      </div>
      {children}
      <DataTable
        label={section.title}
        columns={trendingColumns(window, Math.floor(Date.now() / 1000))}
        rows={data?.rows}
        rowKey={(row) => row.pairAddress}
        error={error !== undefined && data === undefined ? `${section.title} could not be loaded: ${error.message}` : null}
        emptyText="No market matches these filters"
        sorting={sorting}
        onSort={sort}
      />
      {full && data !== undefined && (
        <Pager
          offset={data.offset}
          limit={data.limit}
          total={Math.max(data.total, data.offset + data.rows.length)}
          onOffset={(offset) => open({ page: String(offset / data.limit + 1) })}
        />
      )}
      {full && data !== undefined && data.rows.length === 0 && pageOf(params) > 1 && <p className="page-note">This page is past the end of the list.</p>}
    </section>
  );
}
