import type { WhitelistCheck, WhitelistVerdict } from "../../../shared/schemas/whitelist";
import { formatExactAmount } from "../../format/exact-amount";
import CopyProof from "./CopyProof";

const VERDICTS: Record<WhitelistVerdict, { label: string; tone: string }> = {
  eligible: { label: "Listed: can claim", tone: "clean" },
  "already-claimed": { label: "Already claimed", tone: "caution" },
  "would-fail": { label: "Listed, but the claim would fail", tone: "high-risk" },
  "not-listed": { label: "Not listed", tone: "high-risk" },
  "no-encoding-matched": { label: "No encoding matched", tone: "caution" },
  "no-root": { label: "No Merkle root found", tone: "not-analysed" },
};

const FORMATS = {
  "openzeppelin-standard": "OpenZeppelin StandardMerkleTree",
  "uniswap-distributor": "Uniswap MerkleDistributor claims",
  "address-list": "Address list",
} as const;

/** The check's answer: the verdict in plain words, the proof to copy, and how the checker got there. */
export default function WhitelistAnswer({ check }: { check: WhitelistCheck }) {
  const verdict = VERDICTS[check.verdict];
  const matched = check.encodings.find((encoding) => encoding.matches);
  return (
    <div className="tool-sections">
      <section className={`tool-card verdict verdict-${verdict.tone}`} aria-labelledby="whitelist-verdict">
        <div className="verdict-body whitelist-wrap">
          <h2 id="whitelist-verdict">{verdict.label}</h2>
          <p>{check.summary}</p>
          <p className="muted mono whitelist-wrap">{check.address}</p>
        </div>
      </section>

      {check.proof !== null && (
        <section className="tool-card" aria-labelledby="whitelist-proof">
          <div className="whitelist-card-head">
            <h2 id="whitelist-proof">Proof ({check.proof.length === 1 ? "1 node" : `${check.proof.length} nodes`})</h2>
            <CopyProof proof={check.proof} />
          </div>
          {check.proof.length === 0 ? (
            <p className="tool-note">An empty proof: the list has one entry, which is the root itself.</p>
          ) : (
            <ol className="whitelist-proof mono">
              {/* A proof's nodes are distinct hashes. */}
              {check.proof.map((node) => (
                <li key={node}>{node}</li>
              ))}
            </ol>
          )}
        </section>
      )}

      <section className="tool-card" aria-labelledby="whitelist-how">
        <h2 id="whitelist-how">How the checker knows</h2>
        <dl className="tool-facts">
          <dt>Contract</dt>
          <dd className="mono whitelist-wrap">
            {check.contract}
            {check.campaign !== null && <span className="cell-note">{check.campaign}</span>}
          </dd>
          <dt>List</dt>
          <dd>
            {FORMATS[check.format]}, {check.entries} {check.entries === 1 ? "entry" : "entries"}
          </dd>
          <dt>On-chain root</dt>
          <dd className="mono whitelist-wrap">{check.root === null ? "none found" : `${check.root.value} (${check.root.getter})`}</dd>
          <dt>Leaf encoding</dt>
          <dd className="whitelist-wrap">{matched === undefined ? "none of those tried rebuilds the root" : matched.description}</dd>
          {check.entry !== null && (
            <>
              <dt>Entry</dt>
              <dd>
                {check.entry.index !== null && `index ${check.entry.index}`}
                {check.entry.index !== null && check.entry.amount !== null && " · "}
                {check.entry.amount !== null && `amount ${formatExactAmount(check.entry.amount)} (base units)`}
                {check.entry.index === null && check.entry.amount === null && "listed"}
              </dd>
            </>
          )}
          <dt>Claimed</dt>
          <dd>
            {check.claimed.status === "unknown"
              ? "the contract does not say"
              : `${check.claimed.status === "claimed" ? "yes" : "no"}, by ${check.claimed.source}`}
          </dd>
          <dt>Simulation</dt>
          <dd className="whitelist-wrap">
            {check.simulation === null
              ? "no claim function the checker knows"
              : `eth_call of ${check.simulation.call} from the address: ${check.simulation.ok ? "succeeds" : `reverts with ${check.simulation.revertReason}`}`}
          </dd>
        </dl>
      </section>

      <section className="tool-card" aria-labelledby="whitelist-encodings">
        <h2 id="whitelist-encodings">Encodings tried</h2>
        <ul className="check-list whitelist-encodings">
          {check.encodings.map((encoding) => (
            <li key={encoding.id}>
              <span className={`severity-badge ${encoding.matches ? "severity-pass" : "severity-info"}`}>{encoding.matches ? "matches" : "no match"}</span>
              <span className="check-summary">{encoding.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
