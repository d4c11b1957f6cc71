import { formatUsd } from "../../../shared/format";
import type { CandleType } from "../../../shared/schemas/chart";

const ratio = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 5 });
// Market caps on a price scale sit close together: four digits keep neighbouring ticks apart ("$11.75K", "$11.8K").
const marketCap = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumSignificantDigits: 4 });

/** How the price scale and crosshair write a price: dollars for usd and mcap, a plain ratio for 01 and 10. */
export function priceFormatter(candleType: CandleType): (price: number) => string {
  if (candleType === "usd") return formatUsd;
  if (candleType === "mcap") return (price) => marketCap.format(price);
  return (price) => ratio.format(price);
}
