import { useState } from "react";
import { displayedSide } from "../../../shared/format/displayed-token";
import { useTokenSearch } from "../../components/token-search/use-token-search";
import type { PickedToken } from "./picked-token";

/** Finds a token to click for: the site's token search, each result a button that picks its token. */
export default function TokenPicker({ onPick }: { onPick: (token: PickedToken) => void }) {
  const [input, setInput] = useState("");
  const search = useTokenSearch(input);
  const tokens = [...new Map(search.results.map((pair) => [displayedSide(pair).address.toLowerCase(), displayedSide(pair)])).values()];
  return (
    <div className="clicker-picker">
      <label htmlFor="clicker-search">Pick a token</label>
      <input
        id="clicker-search"
        type="search"
        className="clicker-search"
        placeholder="Search tokens..."
        autoComplete="off"
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {search.active && (
        <ul className="clicker-results" aria-label="Tokens found">
          {search.loading && tokens.length === 0 && <li className="muted">Searching…</li>}
          {search.failed && <li className="down">Search failed. Please try again.</li>}
          {!search.loading && !search.failed && tokens.length === 0 && <li className="muted">No tokens found for "{search.term}"</li>}
          {tokens.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="clicker-pick"
                onClick={() => {
                  onPick({ address: token.address.toLowerCase(), symbol: token.symbol, name: token.name });
                  setInput("");
                }}
              >
                {token.symbol} <span className="muted">{token.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
