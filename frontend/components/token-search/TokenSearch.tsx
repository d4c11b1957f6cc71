import type { KeyboardEvent } from "react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import Spinner from "../spinner/Spinner";
import SearchResult, { cellId, copyButtonId, RESULT_CELLS } from "./SearchResult";
import { useTokenSearch } from "./use-token-search";

type Props = {
  /** Where a chosen pair opens: its chart page unless the caller (the terminal) says otherwise. */
  pathFor?: (pairAddress: string) => string;
};

const chartPath = (pairAddress: string) => `/chart/${pairAddress}`;

/** ArrowRight moves into the copy cell only once the caret has nothing left to pass over. */
const atTextEnd = (input: HTMLInputElement) => input.selectionStart === input.value.length && input.selectionEnd === input.value.length;

/** The token search box: results after 2 characters, keyboard navigation, a choice opens its chart. */
export default function TokenSearch({ pathFor = chartPath }: Props) {
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  // The active cell of the highlighted row: 0 the pair, 1 its copy button (reached with ArrowRight at the end of the text).
  const [cell, setCell] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const search = useTokenSearch(input);
  const results = search.results;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new term's results start highlighted at the top
  useEffect(() => {
    setHighlighted(0);
    setCell(0);
  }, [search.term]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  const choose = (index: number) => {
    const pair = results[index];
    if (pair === undefined) return;
    setInput("");
    setOpen(false);
    navigate(pathFor(pair.pairAddress));
  };

  const showList = open && search.active;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false);
      return;
    }
    if (results.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setHighlighted((current) => (current + step + results.length) % results.length);
    } else if (event.key === "ArrowRight" && cell < RESULT_CELLS - 1 && showList && atTextEnd(event.currentTarget)) {
      event.preventDefault();
      setCell(cell + 1);
    } else if (event.key === "ArrowLeft" && cell > 0) {
      event.preventDefault();
      setCell(cell - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (cell === 0) choose(highlighted);
      else document.getElementById(copyButtonId(listId, highlighted))?.click();
    }
  };

  return (
    <div className="token-search" ref={rootRef}>
      <input
        className="token-search-input"
        type="search"
        role="combobox"
        placeholder="Search tokens..."
        aria-label="Search tokens"
        aria-expanded={showList}
        aria-haspopup="grid"
        aria-controls={listId}
        aria-activedescendant={showList && results.length > 0 ? cellId(listId, highlighted, cell) : undefined}
        autoComplete="off"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {search.loading && <Spinner className="token-search-spinner" label="Searching" />}
      {showList && (
        <div className="token-search-popover">
          {search.failed ? (
            <p className="token-search-state token-search-error" role="alert">
              Search failed. Please try again.
            </p>
          ) : results.length === 0 && !search.loading ? (
            <p className="token-search-state">No tokens found for "{search.term}"</p>
          ) : (
            <div id={listId} role="grid" aria-label="Search results" className="token-search-results">
              {results.map((pair, index) => (
                <SearchResult
                  key={pair.pairAddress}
                  listId={listId}
                  row={index}
                  pair={pair}
                  activeCell={index === highlighted ? cell : null}
                  onChoose={() => choose(index)}
                  onHover={() => setHighlighted(index)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
