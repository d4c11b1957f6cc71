import type { PositionResponse } from "../../../shared/schemas/holders";
import type { ApiResult } from "../../api/api-client";
import { formatAmount, formatPrice, formatUsd } from "../../format/numbers";

/** The wallet's position in the token, from the indexer: holding, average cost, realized and unrealized PnL. */
export default function PositionBox({ answer, symbol }: { answer: ApiResult<PositionResponse> | undefined; symbol: string }) {
  const position = answer?.ok ? answer.data.position : null;
  const pnlClass = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? "trade-gain" : "trade-loss");
  return (
    <section className="trade-position" aria-label="Your position">
      <h3>Your position</h3>
      {position === null ? (
        <p className="muted">{answer === undefined ? "Loading…" : `No ${symbol} traded from this wallet yet.`}</p>
      ) : (
        <dl>
          <div>
            <dt>Holding</dt>
            <dd>
              {formatAmount(Number(position.balance))} {symbol} <span className="muted">({formatUsd(position.remainingBalanceUsd)})</span>
            </dd>
          </div>
          <div>
            <dt>Average cost</dt>
            <dd>{formatPrice(position.avgBuyPrice)}</dd>
          </div>
          <div>
            <dt>Realized PnL</dt>
            <dd className={pnlClass(position.realizedPnl)}>{formatUsd(position.realizedPnl)}</dd>
          </div>
          <div>
            <dt>Unrealized PnL</dt>
            <dd className={pnlClass(position.unrealizedPnl)}>{formatUsd(position.unrealizedPnl)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
