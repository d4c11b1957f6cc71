import type { CandleType } from "../../../shared/schemas/chart";
import { formatUsd } from "../../format/numbers";

const ratio = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 5 });
// Market caps on a price scale sit close together: four digits keep neighbouring ticks apart ("$11.75K", "$11.8K").
const marketCap = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumSignificantDigits: 4 });

function formatterOf(candleType: CandleType): (price: number) => string {
  if (candleType === "usd") return formatUsd;
  if (candleType === "mcap") return (price) => marketCap.format(price);
  return (price) => ratio.format(price);
}

/** Meme-token prices run to many zeros; the formatter decides what shows, so moves are never rounded away. */
export const MIN_MOVE = 1e-12;

/**
 * How the price scale and crosshair write a price: dollars for usd and mcap, a plain ratio for 01
 * and 10. The scale runs on below the lowest candle into the volume pane, where a low-priced
 * token's ticks read negative ("-$0.00001") and its zero tick is a float residue
 * ("$0.00000000000000000001"). No price is negative and the chart moves in MIN_MOVE steps, so the
 * former stay blank and the latter reads zero.
 */
export function priceFormatter(candleType: CandleType): (price: number) => string {
  const format = formatterOf(candleType);
  return (price) => (price < 0 ? "" : format(price < MIN_MOVE ? 0 : price));
}
