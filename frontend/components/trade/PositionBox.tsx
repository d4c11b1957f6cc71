import { formatAmount, formatHypeAmount, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { PositionResponse } from "../../../shared/schemas/token-holders";
import type { ApiResult } from "../../api/api-client";

const pnlClass = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? "trade-gain" : "trade-loss");

/**
 * The wallet's position in the token: holding, what selling it all returns now (the chain's quote, after the
 * sell fee and the price impact), the current position's average cost, and PnL net of trading fees.
 */
export default function PositionBox({ answer, symbol }: { answer: ApiResult<PositionResponse> | undefined; symbol: string }) {
  const position = answer?.ok ? answer.data.position : null;
  const value = answer?.ok ? answer.data.value : null;
  const sellNow = value?.sellNow ?? null;
  return (
    <section className="trade-position" aria-label="Your position">
      <h3>Your position</h3>
      {position === null || value === null ? (
        <p className="muted">{answer === undefined ? "Loading…" : `No ${symbol} traded from this wallet yet.`}</p>
      ) : (
        <dl>
          <div>
            <dt>Holding</dt>
            <dd>
              {formatAmount(Number(position.balance))} {symbol}
            </dd>
          </div>
          <div>
            <dt>Selling it all returns</dt>
            <dd>
              {sellNow === null ? (
                Number(position.balance) > 0 ? (
                  "No market right now"
                ) : (
                  "—"
                )
              ) : (
                <>
                  ≈ {formatHypeAmount(Number(sellNow.hype))} <span className="muted">({formatUsd(sellNow.usd)})</span>
                  <span className="trade-position-note muted">
                    after the {formatHypeAmount(Number(sellNow.feeHype))} fee and {sellNow.priceImpactPercent.toFixed(2)}% price impact
                  </span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Average cost</dt>
            <dd>{formatPrice(value.averageCostUsd)}</dd>
          </div>
          <div>
            <dt>Realized PnL</dt>
            <dd className={pnlClass(value.realizedPnlUsd)}>{formatUsd(value.realizedPnlUsd)}</dd>
          </div>
          <div>
            <dt>Unrealized PnL</dt>
            <dd className={pnlClass(value.unrealizedPnlUsd)}>{value.unrealizedPnlUsd === null ? "—" : formatUsd(value.unrealizedPnlUsd)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
