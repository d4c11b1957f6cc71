import { formatAmount, formatHypeAmount } from "../../../shared/format/numbers";
import type { TradeQuote } from "../../../shared/schemas/trade";
import { PRICE_IMPACT_CONFIRM_PERCENT } from "../../../shared/trade-warnings";

type Props = { quote: TradeQuote | null; side: "buy" | "sell"; symbol: string };

/** A HYPE or token amount of the quote, as its side writes it. */
const amountOf = (text: string, unit: string) => (unit === "HYPE" ? formatHypeAmount(Number(text)) : `${formatAmount(Number(text))} ${unit}`);
const gas = (units: number) => `${units.toLocaleString("en-US")} gas`;

/** The live quote: what the trade receives and its floor, the price impact, the trading fee and the network fee (a first sell's approval too). */
export default function QuoteDetails({ quote, side, symbol }: Props) {
  const unitOut = side === "buy" ? symbol : "HYPE";
  const dash = "—";
  return (
    <dl className="trade-quote" aria-label="Quote" aria-live="polite">
      <div>
        <dt>You receive</dt>
        <dd>{quote ? `≈ ${amountOf(quote.amountOut, unitOut)}` : dash}</dd>
      </div>
      <div>
        <dt>Minimum received</dt>
        <dd>{quote ? amountOf(quote.minimumReceived, unitOut) : dash}</dd>
      </div>
      <div>
        <dt>Price impact</dt>
        <dd className={quote && quote.priceImpactPercent > PRICE_IMPACT_CONFIRM_PERCENT / 2 ? "trade-impact-high" : undefined}>
          {quote ? `${quote.priceImpactPercent.toFixed(2)}%` : dash}
        </dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>{quote ? formatHypeAmount(Number(quote.fee)) : dash}</dd>
      </div>
      {quote?.approval && (
        <div>
          <dt>Approval first</dt>
          <dd>
            {formatAmount(Number(quote.approval.amount))} {symbol} · {gas(quote.approval.gas)} · {formatHypeAmount(Number(quote.approval.fee))}
          </dd>
        </div>
      )}
      <div>
        <dt>Network fee</dt>
        <dd>{quote?.networkFee ? `≈ ${formatHypeAmount(Number(quote.networkFee.fee))} (${gas(quote.networkFee.gas)})` : dash}</dd>
      </div>
    </dl>
  );
}
