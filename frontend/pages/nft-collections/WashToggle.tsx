import { formatHype } from "../../../shared/format/numbers";
import type { WashSummary } from "../../../shared/schemas/nft";

/** The switch that counts wash trades in, and what leaving them out removed. */
export default function WashToggle({
  wash,
  includeWash,
  onChange,
}: {
  wash: WashSummary | undefined;
  includeWash: boolean;
  onChange: (include: boolean) => void;
}) {
  return (
    <div className="nft-wash">
      <label>
        <input type="checkbox" checked={includeWash} onChange={(event) => onChange(event.target.checked)} /> Include wash trades
      </label>
      {wash !== undefined && (
        <p className="muted" data-testid="wash-share">
          {includeWash ? "Counted in" : "Left out"}: {(wash.washShare7d * 100).toFixed(1)} % of volume removed ({formatHype(wash.washVolume7d)} in{" "}
          {wash.washSales7d} {wash.washSales7d === 1 ? "sale" : "sales"} over 7 days: self-trades, sales to a wallet the seller funded, and the same wallets
          trading back and forth within {wash.windowDays} days).
        </p>
      )}
    </div>
  );
}
