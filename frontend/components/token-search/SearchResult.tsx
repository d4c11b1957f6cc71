import type { SearchBoxPair } from "../../../shared/schemas/search";
import { displayedSide } from "../../format/displayed-token";
import { formatUsd } from "../../format/numbers";
import TokenLogo from "./TokenLogo";

type Props = {
  pair: SearchBoxPair;
  id: string;
  highlighted: boolean;
  onChoose: () => void;
  onHover: () => void;
};

export default function SearchResult({ pair, id, highlighted, onChoose, onHover }: Props) {
  const token = displayedSide(pair);
  return (
    <div
      id={id}
      role="option"
      // Focus stays in the search box (aria-activedescendant points here); -1 keeps the option out of the Tab order.
      tabIndex={-1}
      aria-selected={highlighted}
      className="search-result"
      // mousedown, not click: choosing must win over the input's blur.
      onMouseDown={(event) => {
        event.preventDefault();
        onChoose();
      }}
      onMouseEnter={onHover}
    >
      <TokenLogo src={pair.tokenImageUri} />
      <span className="search-result-names">
        <span className="search-result-symbol">
          {token.symbol}
          {pair.graduated && <span className="type-chip">graduated</span>}
        </span>
        <span className="search-result-name">{token.name}</span>
      </span>
      <span className="search-result-figures">
        <span>MCap: {formatUsd(pair.latestMcapUsd)}</span>
        <span>Vol 24h: {formatUsd(pair.volume24hUsd)}</span>
      </span>
    </div>
  );
}
