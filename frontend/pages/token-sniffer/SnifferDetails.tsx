import { Link } from "react-router-dom";
import type { SnifferReport } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { formatAge } from "../../components/data-table/age";
import TierBadge from "../../components/tier-badge/TierBadge";
import { shortAddress } from "../../format/addresses";
import ExcludedHolders from "./ExcludedHolders";
import LaunchBuyers from "./LaunchBuyers";

/** The facts behind the checks: holders (and who is left out), the launch block, the creator's launches, the contract's owner and powers, the liquidity. */
export default function SnifferDetails({ report }: { report: SnifferReport }) {
  const { holders, creator, contract, liquidity } = report;
  return (
    <div className="tool-grid">
      {holders !== null && (
        <section className="tool-card" aria-labelledby="sniffer-holders">
          <h2 id="sniffer-holders">Largest holders</h2>
          <p className="muted">
            {holders.count} holders ({holders.source === "indexer" ? "from the index" : "replayed from the token's transfers"}); the top {holders.top.length}{" "}
            hold {formatShare(holders.top10Percent)} of the supply, largest first.
          </p>
          <table className="data-table dense tool-table">
            <thead>
              <tr>
                <th>Holder</th>
                <th className="numeric">Share</th>
              </tr>
            </thead>
            <tbody>
              {holders.top.map((holder) => (
                <tr key={holder.address}>
                  <td className="mono" title={holder.address}>
                    {shortAddress(holder.address)} {holder.label === "creator" && <span className="type-chip">creator</span>}
                  </td>
                  <td className="numeric">{formatShare(holder.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ExcludedHolders excluded={holders.excluded} />
        </section>
      )}
      {report.launch !== null && <LaunchBuyers launch={report.launch} token={report.token.address} />}
      {creator !== null && (
        <section className="tool-card" aria-labelledby="sniffer-creator">
          <h2 id="sniffer-creator">Creator</h2>
          <p>
            <span className="mono" title={creator.address}>
              {shortAddress(creator.address)}
            </span>{" "}
            holds {formatShare(creator.percent)} of the supply{" "}
            {creator.confidenceScore === null ? <span className="muted">· not scored yet</span> : <TierBadge score={creator.confidenceScore} />}
          </p>
          {creator.launches.length === 0 ? (
            <p className="muted">No launches on the launchpad.</p>
          ) : (
            <table className="data-table dense tool-table">
              <thead>
                <tr>
                  <th>Launch</th>
                  <th className="numeric">Age</th>
                  <th className="numeric">Creator sold</th>
                  <th>Outcome</th>
                </tr>
              </thead>
              <tbody>
                {creator.launches.map((launch) => (
                  <tr key={launch.address}>
                    <td>
                      <Link className="tool-link" to={`/token-sniffer/${launch.address}`}>
                        {launch.symbol}
                      </Link>
                    </td>
                    <td className="numeric">{formatAge(launch.creationTimestamp, report.block.timestamp)}</td>
                    <td className="numeric">{formatShare(launch.creatorSoldPercent)}</td>
                    <td className={launch.rugged ? "down" : "muted"}>{launchOutcome(launch, report.token.address)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {contract !== null && (
        <section className="tool-card" aria-labelledby="sniffer-contract">
          <h2 id="sniffer-contract">Contract</h2>
          <dl className="tool-facts">
            <dt>Owner</dt>
            <dd className="mono">{contract.owner ?? "none"}</dd>
            <dt>Code</dt>
            <dd>{contract.codeSize.toLocaleString("en-US")} bytes</dd>
            {contract.implementation !== null && (
              <>
                <dt>Implementation</dt>
                <dd className="mono">{contract.implementation}</dd>
              </>
            )}
          </dl>
          {contract.privileged.length === 0 ? (
            <p className="muted">No owner-only function found in the code.</p>
          ) : (
            <ul className="check-list">
              {contract.privileged.map((fn) => (
                <li key={fn.signature}>
                  <span className="mono">{fn.signature}</span>
                  <span className="check-summary">
                    {fn.verified ? "the owner's call succeeds in simulation" : "the owner's call reverts or there is no owner"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {liquidity !== null && (
        <section className="tool-card" aria-labelledby="sniffer-liquidity">
          <h2 id="sniffer-liquidity">Liquidity</h2>
          {liquidity.kind === "curve" ? (
            <>
              <p>
                Bonding curve {formatShare(liquidity.progressPercent)} sold
                {liquidity.bonded ? " · bonded" : liquidity.frozen ? " · frozen until it bonds" : ""}
              </p>
              <div className="progress-bar" role="img" aria-label={`Curve ${formatShare(liquidity.progressPercent)} sold`}>
                <span style={{ width: `${Math.min(100, liquidity.progressPercent)}%` }} />
              </div>
            </>
          ) : (
            <p>
              {formatShare(liquidity.burnedPercent)} of the LP tokens burned; the creator holds {formatShare(liquidity.creatorPercent)}.
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function launchOutcome(launch: { address: string; rugged: boolean }, analysed: string): string {
  if (launch.address.toLowerCase() === analysed.toLowerCase()) return "This token";
  return launch.rugged ? "Dumped" : "Held";
}
