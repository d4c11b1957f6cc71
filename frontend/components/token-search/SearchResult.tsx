import { displayedSide } from "../../../shared/format/displayed-token";
import { formatUsd } from "../../../shared/format/numbers";
import type { SearchBoxPair } from "../../../shared/schemas/search";
import CopyAddress from "../copy-address/CopyAddress";
import MarketChip from "../market-chip/MarketChip";
import TokenLogo from "./TokenLogo";

/** A result's two cells: the pair (choosing it opens its chart) and the copy button of its address. */
export const RESULT_CELLS = 2;
export const cellId = (listId: string, row: number, cell: number) => `${listId}-${row}-${cell}`;
export const copyButtonId = (listId: string, row: number) => `${cellId(listId, row, 1)}-copy`;

type Props = {
  pair: SearchBoxPair;
  listId: string;
  row: number;
  /** The active cell of this row, if the row is the highlighted one. */
  activeCell: number | null;
  onChoose: () => void;
  onHover: () => void;
};

/** One result of the search grid: a row whose first cell is the pair and whose second copies its address. */
export default function SearchResult({ pair, listId, row, activeCell, onChoose, onHover }: Props) {
  const token = displayedSide(pair);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: a grid row is reached through its cells, which aria-activedescendant points at
    <div role="row" aria-selected={activeCell !== null} className="search-result" onMouseEnter={onHover}>
      <div
        id={cellId(listId, row, 0)}
        role="gridcell"
        // Focus stays in the search box (aria-activedescendant points here); -1 keeps the cell out of the Tab order.
        tabIndex={-1}
        className="search-result-main"
        data-active={activeCell === 0 || undefined}
        // mousedown, not click: choosing must win over the input's blur.
        onMouseDown={(event) => {
          event.preventDefault();
          onChoose();
        }}
      >
        <TokenLogo src={pair.tokenImageUri} />
        <span className="search-result-names">
          <span className="search-result-symbol">
            {token.symbol} <MarketChip protocol={pair.protocol} feeTier={pair.feeTier} />
            {pair.graduated && <span className="type-chip">graduated</span>}
          </span>
          <span className="search-result-name">{token.name}</span>
        </span>
        <span className="search-result-figures">
          <span>MCap: {formatUsd(pair.latestMcapUsd)}</span>
          <span>Vol 24h: {formatUsd(pair.volume24hUsd)}</span>
        </span>
      </div>
      <div id={cellId(listId, row, 1)} role="gridcell" tabIndex={-1} className="search-result-address" data-active={activeCell === 1 || undefined}>
        <CopyAddress address={pair.pairAddress} of={`${token.symbol} market`} buttonId={copyButtonId(listId, row)} focusable={false} />
      </div>
    </div>
  );
}
