/** Previous and next page of a paged list, with where the page is: "1–50 of 123". */
export default function Pager({ offset, limit, total, onOffset }: { offset: number; limit: number; total: number; onOffset: (offset: number) => void }) {
  if (total <= limit) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <span className="pager-position">
        {offset + 1}–{Math.min(total, offset + limit)} of {total}
      </span>
      <button type="button" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}
