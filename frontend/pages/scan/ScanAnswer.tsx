import { Link } from "react-router-dom";
import type { ScanResponse } from "../../../shared/schemas/scan";
import { shortAddress } from "../../format/addresses";
import TraderSwaps from "../trader/TraderSwaps";

const PROTOCOL_NAMES = { liquidlaunch: "Launchpad curve", "hyperswap-v2": "HyperSwap V2 pair", "hyperswap-v3": "HyperSwap V3 pool" } as const;

/** What the answer is, in a few words. */
function kindTitle(answer: ScanResponse): string {
  switch (answer.kind) {
    case "token":
      return `${answer.launch ? "Token launch" : "Token"}: ${answer.token!.symbol} (${answer.token!.name})`;
    case "pair":
      return `${PROTOCOL_NAMES[answer.pair!.protocol]}: ${answer.pair!.token0Symbol} / ${answer.pair!.token1Symbol}`;
    case "wallet":
      return "Wallet";
    case "contract":
      return "Contract: the chain holds code at this address";
    case "transaction":
      return `Transaction: ${answer.transaction!.status === "success" ? "succeeded" : "reverted"}`;
    default:
      return "Unknown: neither the index nor the chain knows it";
  }
}

const AddressLink = ({ address }: { address: string }) => (
  <Link className="mono" to={`/scan/${address}`} title={address}>
    {shortAddress(address)}
  </Link>
);

/** The pages about a token: its market, its holders' map, its safety report. */
function TokenLinks({ token }: { token: NonNullable<ScanResponse["token"]> }) {
  return (
    <p className="scan-links">
      <Link className="tool-link" to={`/chart/${token.marketAddress}`}>
        Pair page
      </Link>
      <Link className="tool-link" to={`/bubble-maps/${token.address}`}>
        Bubble map
      </Link>
      <Link className="tool-link" to={`/token-sniffer/${token.address}`}>
        Sniffer report
      </Link>
    </p>
  );
}

function TransactionFacts({ transaction }: { transaction: NonNullable<ScanResponse["transaction"]> }) {
  return (
    <dl className="stat-grid">
      <div>
        <dt>Block</dt>
        <dd className="mono">{transaction.blockNumber}</dd>
      </div>
      <div>
        <dt>From</dt>
        <dd>
          <AddressLink address={transaction.from} />
        </dd>
      </div>
      <div>
        <dt>To</dt>
        <dd>{transaction.to === null ? "Contract creation" : <AddressLink address={transaction.to} />}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd className={transaction.status === "success" ? "up" : "down"}>{transaction.status === "success" ? "Success" : "Reverted"}</dd>
      </div>
    </dl>
  );
}

/** The scan's answer: what it is, where to look next, its trades and (a wallet's) tokens. */
export default function ScanAnswer({ answer }: { answer: ScanResponse }) {
  const tradesTitle =
    answer.kind === "transaction" ? "Its swaps" : answer.kind === "wallet" || answer.kind === "contract" ? "Newest trades" : "Newest trades of its market";
  return (
    <div className="tool-sections">
      <section className="tool-card" aria-label="What it is">
        <h2 data-testid="scan-kind">{kindTitle(answer)}</h2>
        {answer.token !== null && <TokenLinks token={answer.token} />}
        {answer.kind === "wallet" && (
          <p className="scan-links">
            <Link className="tool-link" to={`/trader/${answer.query}`}>
              Trader page
            </Link>
          </p>
        )}
        {answer.transaction !== null && <TransactionFacts transaction={answer.transaction} />}
      </section>
      {(answer.kind === "wallet" || answer.tokens.length > 0) && (
        <section className="tool-card" aria-labelledby="scan-tokens">
          <h2 id="scan-tokens">Tokens it holds or traded</h2>
          {answer.tokens.length === 0 ? (
            <p className="table-state">No tokens in the index.</p>
          ) : (
            <ul className="scan-tokens">
              {answer.tokens.map((token) => (
                <li key={token.address}>
                  <Link to={`/chart/${token.marketAddress}`}>{token.symbol}</Link> <span className="muted">{token.name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {(answer.swaps.length > 0 || answer.kind === "wallet" || answer.kind === "transaction") && <TraderSwaps swaps={answer.swaps} title={tradesTitle} />}
    </div>
  );
}
