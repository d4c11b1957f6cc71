import { formatUsd } from "../../../shared/format";
import type { CandleType } from "../../../shared/schemas/chart";

const ratio = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 5 });

/** How the price scale and crosshair write a price: dollars for usd and mcap, a plain ratio for 01 and 10. */
export function priceFormatter(candleType: CandleType): (price: number) => string {
  return candleType === "usd" || candleType === "mcap" ? formatUsd : (price) => ratio.format(price);
}
