import { useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import type { BubbleClusters } from "../../../shared/schemas/bubble-clusters";
import { formatShare } from "../../../shared/shares";
import { shortAddress } from "../../format/addresses";
import BubbleCanvas from "./BubbleCanvas";
import { clusterColour } from "./cluster-colours";

const PEOPLE = new Set(["creator", "whale", "holder", null]);
const REASONS = { transfers: "moved tokens between them", "common-funder": "funded by the same address" } as const;

/** The map with its toggle, the focused wallet's facts, and the side lists of clusters and holders. */
type Props = { map: BubbleClusters; loading: boolean; onTravel: (block: number | null) => void };

export default function BubbleMapView({ map, loading, onTravel }: Props) {
  const [showLabelled, setShowLabelled] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const toggleId = useId();
  const shown = useMemo(() => (showLabelled ? map.holders : map.holders.filter((holder) => PEOPLE.has(holder.type))), [map, showLabelled]);
  const focusedHolder = map.holders.find((holder) => holder.address === focused) ?? null;
  const clustered = map.clusters.reduce((sum, cluster) => sum + cluster.members.length, 0);
  const label = `${shown.length} holders of ${map.symbol ?? "the token"}; ${map.clusters.length === 1 ? "1 cluster" : `${map.clusters.length} clusters`} holding ${formatShare(
    map.clusters.reduce((sum, cluster) => sum + cluster.percent, 0),
  )} between ${clustered} wallets`;
  return (
    <div className="bubble-layout">
      <section className="tool-card bubble-map-card" aria-labelledby="bubble-map-title">
        <div className="bubble-map-head">
          <h2 id="bubble-map-title">
            {map.symbol ?? "Token"} holders <span className="muted">at block {map.block}</span>
          </h2>
          <label htmlFor={toggleId} className="bubble-toggle">
            <input id={toggleId} type="checkbox" checked={showLabelled} onChange={(event) => setShowLabelled(event.target.checked)} />
            Show the curve, pairs, burn and contracts
          </label>
        </div>
        {map.creationBlock !== null && <TimeTravel key={map.block} map={map} loading={loading} onTravel={onTravel} />}
        {map.fundersFromBlock > 0 && (
          <p className="muted">
            This node keeps state from block {map.fundersFromBlock} only: wallets funded before it (other than just before the launch) have no known funder.
          </p>
        )}
        <BubbleCanvas holders={shown} links={map.links} focused={focused} onFocus={setFocused} label={label} />
        <p className="muted">{label}. Click a bubble or a wallet in the lists to focus it.</p>
        {focusedHolder !== null && <FocusedWallet holder={focusedHolder} map={map} />}
      </section>
      <aside className="bubble-side">
        <section className="tool-card" aria-labelledby="bubble-clusters">
          <h2 id="bubble-clusters">
            Clusters <span className="muted">({map.clusters.length})</span>
          </h2>
          {map.clusters.length === 0 ? (
            <p className="muted">No holders are linked by transfers or a common funder.</p>
          ) : (
            <ul className="bubble-list">
              {map.clusters.map((cluster) => (
                <li key={cluster.id}>
                  <button type="button" className="bubble-list-item" onClick={() => setFocused(cluster.members[0] ?? null)}>
                    <span className="cluster-dot" style={{ background: clusterColour(cluster.id) }} />
                    <span>
                      Cluster {cluster.id}: {cluster.members.length} wallets hold {formatShare(cluster.percent)}
                      <span className="muted cell-note">
                        {cluster.reasons.map((reason) => REASONS[reason]).join("; ")}
                        {cluster.funder === null ? "" : ` · funder ${shortAddress(cluster.funder)}`}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="tool-card" aria-labelledby="bubble-holders">
          <h2 id="bubble-holders">Holders</h2>
          <ul className="bubble-list">
            {shown.map((holder) => (
              <li key={holder.address}>
                <button
                  type="button"
                  className="bubble-list-item"
                  aria-pressed={focused === holder.address}
                  onClick={() => setFocused(focused === holder.address ? null : holder.address)}
                >
                  <span className="cluster-dot" style={{ background: PEOPLE.has(holder.type) ? clusterColour(holder.cluster) : "transparent" }} />
                  <span className="mono nowrap">{shortAddress(holder.address)}</span>
                  <span className="bubble-chips">
                    {holder.type !== null && holder.type !== "holder" && <span className="type-chip">{holder.type}</span>}
                    {holder.boughtAtLaunch && <span className="type-chip">launch block</span>}
                  </span>
                  <span className="numeric">{formatShare(holder.percent)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

function FocusedWallet({ holder, map }: { holder: BubbleClusters["holders"][number]; map: BubbleClusters }) {
  const links = map.links.filter((link) => link.source === holder.address || link.target === holder.address);
  return (
    <dl className="tool-facts bubble-focus" aria-label="Focused wallet">
      <dt>Wallet</dt>
      <dd className="mono">{holder.address}</dd>
      <dt>Holds</dt>
      <dd>
        {formatShare(holder.percent)}
        {holder.cluster === null ? "" : ` · cluster ${holder.cluster}`}
        {holder.boughtAtLaunch ? " · bought in the creation block" : ""}
      </dd>
      <dt>Funded by</dt>
      <dd className="mono">{holder.funder ?? "unknown"}</dd>
      <dt>Transfers</dt>
      <dd>
        {links.length === 0
          ? "none with other holders"
          : links
              .map(
                (link) =>
                  `${link.count} ${link.source === holder.address ? "to" : "from"} ${shortAddress(link.source === holder.address ? link.target : link.source)}`,
              )
              .join(", ")}
      </dd>
      <dt>Token safety</dt>
      <dd>
        <Link className="tool-link" to={`/token-sniffer/${map.tokenAddress}`}>
          Sniff {map.symbol ?? "the token"}
        </Link>
      </dd>
    </dl>
  );
}

/** A slider from the token's creation to now: the map as it was at the chosen block. */
function TimeTravel({ map, loading, onTravel }: Props) {
  const [draft, setDraft] = useState(map.block);
  const sliderId = useId();
  const from = map.creationBlock ?? 0;
  return (
    <div className="bubble-travel">
      <label htmlFor={sliderId}>Map at block</label>
      <input id={sliderId} type="range" min={from} max={map.latestBlock} value={draft} onChange={(event) => setDraft(Number(event.target.value))} />
      <output htmlFor={sliderId}>{draft === map.latestBlock ? `${draft} (now)` : draft}</output>
      <button type="button" className="button button-outline" disabled={loading || draft === map.block} onClick={() => onTravel(draft)}>
        Travel
      </button>
      <button type="button" className="button button-outline" disabled={loading || map.block === map.latestBlock} onClick={() => onTravel(null)}>
        Now
      </button>
    </div>
  );
}
