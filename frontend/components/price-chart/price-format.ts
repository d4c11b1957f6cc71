import { formatPrice, PRICE_SIGNIFICANT_DIGITS } from "../../../shared/format/numbers";
import type { CandleType } from "../../../shared/schemas/chart";

/** Meme-token prices run to many zeros; the formatter decides what shows, so moves are never rounded away. */
export const MIN_MOVE = 1e-12;

/** Tick labels gain digits until neighbours differ, up to this many. */
const MAX_SIGNIFICANT_DIGITS = 12;

const intlFormats = new Map<string, Intl.NumberFormat>();
function intl(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = intlFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", options);
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * A price of `candleType` with `significant` digits: a dollar price for usd (never abbreviated), a
 * market cap in K/M/B for mcap (a size, as the spec abbreviates them), a plain ratio for 01 and 10.
 */
function formatAt(candleType: CandleType, significant: number): (price: number) => string {
  if (candleType === "usd") return (price) => formatPrice(price, significant);
  if (candleType === "mcap") {
    const format = intl(`mcap${significant}`, { style: "currency", currency: "USD", notation: "compact", maximumSignificantDigits: significant });
    return (price) => format.format(price);
  }
  // A ratio's last digit moves with every trade: one more than a dollar price keeps.
  const format = intl(`ratio${significant}`, { maximumSignificantDigits: significant + 1 });
  return (price) => format.format(price);
}

/**
 * The price scale can run on below the lowest candle, where ticks read negative or zero, and its
 * zero tick is a float residue ("0.00000000000000000001"). No price is zero or below and the chart
 * moves in MIN_MOVE steps, so such ticks stay blank: the axis never reads "$0" under positive prices.
 */
const isPrice = (price: number) => price >= MIN_MOVE;

/** How the crosshair and the last-value label write a price. */
export function priceFormatter(candleType: CandleType): (price: number) => string {
  const format = formatAt(candleType, PRICE_SIGNIFICANT_DIGITS);
  return (price) => (isPrice(price) ? format(price) : "");
}

const allDistinct = (labels: string[]) => new Set(labels).size === labels.length;

/**
 * How the price scale writes its ticks: with the fewest digits (at least four) that tell every tick
 * from its neighbours, so a stablecoin's scale reads "$1.0005", "$1.0010", never "$1.00" twice; a
 * scale of whole dollars drops its ".00".
 */
export function tickmarksFormatter(candleType: CandleType): (prices: readonly number[]) => string[] {
  return (prices) => {
    const shown = prices.filter(isPrice);
    let significant = PRICE_SIGNIFICANT_DIGITS;
    while (significant < MAX_SIGNIFICANT_DIGITS && !allDistinct(shown.map(formatAt(candleType, significant)))) significant++;
    const format = formatAt(candleType, significant);
    const labels = prices.map((price) => (isPrice(price) ? format(price) : ""));
    const whole = labels.every((label) => label === "" || label.endsWith(".00"));
    return whole ? labels.map((label) => label.replace(/\.00$/, "")) : labels;
  };
}
