import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { PairPoolResponse } from "../../../shared/schemas/pair-pool";
import { usePairPool } from "../../api/pair-pool";
import { shortAddress } from "../../format/addresses";
import { formatDateTime } from "../../format/time";

type Props = { pairAddress: string; priceUsd: number | null };

/** The pool behind the price: both tokens' amounts, FDV beside market cap, launch and pair dates, and liquidity providers. */
export default function PoolFacts({ pairAddress, priceUsd }: Props) {
  const { data } = usePairPool(pairAddress);
  return (
    <section className="token-info" aria-label="Pool">
      <h2>Pool</h2>
      {data === undefined ? (
        <p className="muted">Loading pool…</p>
      ) : !data.ok ? (
        <p className="muted">Pool unavailable. Please try again.</p>
      ) : (
        <PoolList pool={data.data} priceUsd={priceUsd} />
      )}
    </section>
  );
}

function PoolList({ pool, priceUsd }: { pool: PairPoolResponse; priceUsd: number | null }) {
  const value = (supply: number | null) => (priceUsd === null || supply === null ? null : priceUsd * supply);
  return (
    <>
      <dl className="token-facts">
        {[pool.token0, pool.token1].map((side) => (
          <div key={side.address} className="token-fact">
            <dt>Pooled {side.symbol ?? shortAddress(side.address)}</dt>
            <dd className="numeric">{side.amount === null ? "—" : formatAmount(side.amount)}</dd>
          </div>
        ))}
        <div className="token-fact">
          <dt>Market cap</dt>
          <dd className="numeric">{formatUsd(value(pool.circulatingSupply))}</dd>
        </div>
        <div className="token-fact">
          <dt>FDV</dt>
          <dd className="numeric">{formatUsd(value(pool.totalSupply))}</dd>
        </div>
        {pool.launchedAt !== null && (
          <div className="token-fact">
            <dt>Launched</dt>
            <dd>{formatDateTime(pool.launchedAt)}</dd>
          </div>
        )}
        <div className="token-fact">
          <dt>Pair created</dt>
          <dd>{formatDateTime(pool.pairCreatedAt)}</dd>
        </div>
        {pool.bondedAt !== null && (
          <div className="token-fact">
            <dt>Bonded</dt>
            <dd>{formatDateTime(pool.bondedAt)}</dd>
          </div>
        )}
        {pool.lp !== null && (
          <div className="token-fact">
            <dt>LP</dt>
            <dd className={pool.lp === "burned" ? "up" : undefined}>{pool.lp === "burned" ? "Burned at bonding" : "Partly burned"}</dd>
          </div>
        )}
      </dl>
      {pool.protocol !== "liquidlaunch" && (
        <>
          <h3 className="pool-providers-title">Liquidity providers</h3>
          {pool.liquidityProviders.length === 0 ? (
            <p className="muted">No liquidity changes indexed.</p>
          ) : (
            <ol className="safety-wallets" aria-label="Liquidity providers">
              {pool.liquidityProviders.map((provider) => (
                <li key={provider.address}>
                  <span className="mono" title={provider.address}>
                    {shortAddress(provider.address)}
                  </span>
                  <span className="muted">
                    {provider.adds} added · {provider.removes} removed
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
