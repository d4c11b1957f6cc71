import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { PegCoin, PegPool } from "../../../shared/schemas/peg";
import { DEPEG_BPS, DEPTH_BPS } from "../../../shared/schemas/peg";
import { formatBps } from "../../format/basis-points";
import DepegLog from "./DepegLog";
import DeviationChart from "./DeviationChart";

const VENUES = { liquidlaunch: "Launchpad", "hyperswap-v2": "HyperSwap V2", "hyperswap-v3": "HyperSwap V3" } as const;

/** The tone of a deviation: within the depeg line, up to five times it, or beyond. */
const tone = (bps: number | null) => (bps === null ? "muted" : Math.abs(bps) < DEPEG_BPS ? "up" : Math.abs(bps) < DEPEG_BPS * 5 ? "warning" : "down");

/** One stablecoin: its deviation, score and supply, then each of its pools (their history charted up to `now`, the report's block time). */
export default function PegCoinCard({ coin, now }: { coin: PegCoin; now: number }) {
  const id = `peg-${coin.symbol}`;
  const change = coin.supply.change24h === null ? null : Number(coin.supply.change24h);
  return (
    <section className="tool-card peg-coin" aria-labelledby={id}>
      <div className="peg-coin-head">
        <h2 id={id}>{coin.symbol}</h2>
        <div className="peg-figures">
          <div>
            <span className="peg-figure-label">Off peg</span>
            <output className={`peg-figure ${tone(coin.deviationBps)}`} aria-label={`${coin.symbol} off peg`}>
              {formatBps(coin.deviationBps)}
            </output>
          </div>
          <div>
            <span className="peg-figure-label">Peg score</span>
            <output className="peg-figure" aria-label={`${coin.symbol} peg score`}>
              {coin.score ?? "—"}
              <span className="muted"> / 100</span>
            </output>
          </div>
          <div>
            <span className="peg-figure-label">Supply</span>
            <span className="peg-figure">{formatAmount(Number(coin.supply.total))}</span>
            <span className="muted cell-note">
              {change === null
                ? "24 h change unknown"
                : change === 0
                  ? "unchanged in 24 h"
                  : `${change > 0 ? "+" : "-"}${formatAmount(Math.abs(change))} in 24 h`}
            </span>
          </div>
        </div>
      </div>
      {coin.pools.length === 0 ? (
        <p className="muted">No pool pairs {coin.symbol} with another stablecoin, so its peg cannot be read from a trade.</p>
      ) : (
        coin.pools.map((pool) => <PoolSection key={pool.address} coin={coin.symbol} pool={pool} now={now} />)
      )}
    </section>
  );
}

function PoolSection({ coin, pool, now }: { coin: string; pool: PegPool; now: number }) {
  const fee = pool.fee === null ? "" : ` ${(pool.fee / 10_000).toFixed(2)}%`;
  return (
    <div className="peg-pool">
      <h3>
        {coin}/{pool.against.symbol} on {VENUES[pool.protocol]}
        {fee} · <span className={tone(pool.deviationBps)}>{formatBps(pool.deviationBps)}</span>
      </h3>
      <div className="peg-pool-grid">
        <div className="table-scroll">
          <table className="data-table dense tool-table">
            <caption className="visually-hidden">
              Execution prices of {coin} in {pool.against.symbol}
            </caption>
            <thead>
              <tr>
                <th className="numeric">Size</th>
                <th className="numeric">Sell at</th>
                <th className="numeric">Buy at</th>
              </tr>
            </thead>
            <tbody>
              {pool.quotes.map((quote) => (
                <tr key={quote.sizeUsd}>
                  <td className="numeric">{formatUsd(quote.sizeUsd)}</td>
                  <td className="numeric">{quote.sellPrice === null ? "cannot fill" : quote.sellPrice.toFixed(4)}</td>
                  <td className="numeric">{quote.buyPrice === null ? "cannot fill" : quote.buyPrice.toFixed(4)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="tool-facts">
          <dt>Depth down</dt>
          <dd>{depth(pool.depthUsd.down, "sold")}</dd>
          <dt>Depth up</dt>
          <dd>{depth(pool.depthUsd.up, "bought")}</dd>
          <dt>At peg</dt>
          <dd>{pool.timeAtPegPercent === null ? "—" : `${pool.timeAtPegPercent.toFixed(1)}% of the charted time within ${DEPEG_BPS} bps`}</dd>
        </dl>
      </div>
      <DeviationChart coin={coin} points={pool.history} now={{ time: now, deviationBps: pool.deviationBps }} />
      <DepegLog events={pool.events} />
    </div>
  );
}

function depth(dollars: number | null, verb: string): string {
  if (dollars === null) return `over $1B ${verb} moves it less than ${DEPTH_BPS} bps`;
  return `${formatUsd(dollars)} ${verb} moves the price ${DEPTH_BPS} bps`;
}
