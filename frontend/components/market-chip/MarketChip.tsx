import { marketDescription, marketLabel } from "../../../shared/format/market";
import type { Protocol } from "../../../shared/schemas/chart";

/** The market a row opens, in a word ("Curve", "V2", "V3 0.05%"), so look-alike tickers tell apart. */
export default function MarketChip({ protocol, feeTier }: { protocol: Protocol; feeTier: number | null }) {
  return (
    <span className={`market-chip market-chip-${protocol}`} title={marketDescription(protocol, feeTier)}>
      {marketLabel(protocol, feeTier)}
    </span>
  );
}
