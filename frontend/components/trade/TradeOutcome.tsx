import { Link, useSearchParams } from "react-router-dom";
import { formatAmount, formatHypeAmount } from "../../../shared/format/numbers";
import type { TradeResult } from "../../../shared/schemas/trade";
import { explorerLink, useChainConfig } from "../../api/chain-config";
import { shortAddress } from "../../format/addresses";

export type Side = "buy" | "sell";
export type Outcome =
  | { kind: "idle" }
  | { kind: "pending"; side: Side }
  | { kind: "sent"; side: Side; hash: string }
  | { kind: "success"; side: Side; result: TradeResult }
  | { kind: "error"; message: string };

/** What the last trade came to: sending, mined (with its transaction), or refused. */
export default function TradeOutcome({ outcome, symbol, wallet }: { outcome: Outcome; symbol: string; wallet: string }) {
  const explorerUrl = useChainConfig().data?.explorerUrl;
  if (outcome.kind === "idle" || outcome.kind === "sent") return null;
  if (outcome.kind === "pending") {
    return (
      <p className="trade-status trade-pending" role="status">
        Sending your {outcome.side} and waiting for it to be mined…
      </p>
    );
  }
  if (outcome.kind === "error") {
    return (
      <p className="trade-status trade-error" role="alert">
        {outcome.message}
      </p>
    );
  }
  const { result, side } = outcome;
  const spent = side === "buy" ? formatHypeAmount(Number(result.amountIn)) : `${formatAmount(Number(result.amountIn))} ${symbol}`;
  const got = side === "buy" ? `${formatAmount(Number(result.amountOut))} ${symbol}` : formatHypeAmount(Number(result.amountOut));
  const link = explorerLink(explorerUrl, "tx", result.transactionHash);
  return (
    <p className="trade-status trade-success" role="status">
      {side === "buy" ? `Bought ${got} for ${spent}` : `Sold ${spent} for ${got}`} in block {result.userBlockNumber}.{" "}
      {link === null ? (
        <OwnTradesLink wallet={wallet} hash={result.transactionHash} />
      ) : (
        <a className="mono" href={link} target="_blank" rel="noopener noreferrer" title={result.transactionHash}>
          Tx {shortAddress(result.transactionHash)}
        </a>
      )}
    </p>
  );
}

/** No explorer on the devnet: the transaction links to the wallet's own trades in the table below. */
function OwnTradesLink({ wallet, hash }: { wallet: string; hash: string }) {
  const [searchParams] = useSearchParams();
  const params = new URLSearchParams(searchParams);
  params.set("trader", wallet);
  return (
    <Link className="mono" to={`?${params.toString()}`} title={hash}>
      Tx {shortAddress(hash)}
    </Link>
  );
}
