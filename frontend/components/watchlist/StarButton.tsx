import { useWatchlist } from "./watchlist-context";

/** Stars or unstars a market for the watchlist; `symbol` names it for assistive technology. */
export default function StarButton({ pair, symbol }: { pair: string; symbol: string | null }) {
  const { isStarred, toggle } = useWatchlist();
  const starred = isStarred(pair);
  const name = symbol ?? "this token";
  return (
    <button
      type="button"
      className={starred ? "star-button star-button-on" : "star-button"}
      aria-pressed={starred}
      aria-label={starred ? `Unstar ${name}` : `Star ${name}`}
      title={starred ? "In your watchlist" : "Add to your watchlist"}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle(pair);
      }}
    >
      {starred ? "★" : "☆"}
    </button>
  );
}
