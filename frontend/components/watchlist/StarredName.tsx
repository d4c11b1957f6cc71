import { Link } from "react-router-dom";
import TokenLogo from "../token-search/TokenLogo";
import StarButton from "./StarButton";

type Props = { pairAddress: string; symbol: string | null; name: string | null; imageUri: string | null };

/** A list row's token: its star, then its logo, symbol and name linking to the pair page. */
export default function StarredName({ pairAddress, symbol, name, imageUri }: Props) {
  return (
    <span className="list-starred">
      <StarButton pair={pairAddress} symbol={symbol} />
      <Link className="list-name" to={`/chart/${pairAddress}`}>
        <TokenLogo src={imageUri} size={20} />
        <span className="list-symbol">{symbol}</span>
        <span className="muted list-token-name">{name}</span>
      </Link>
    </span>
  );
}
