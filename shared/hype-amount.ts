/** HYPE amounts keep this many significant digits: a hundredth of a HYPE matters, and so does a tiny curve price. */
export const HYPE_SIGNIFICANT_DIGITS = 6;

/** Six significant digits, and cents from 1000 up; standard notation never writes an exponent. */
const hypeDigits = new Intl.NumberFormat("en-US", {
  maximumSignificantDigits: HYPE_SIGNIFICANT_DIGITS,
  maximumFractionDigits: 2,
  roundingPriority: "morePrecision",
});

/**
 * A HYPE amount a trader acts on (a balance, a quote, a fee, a bot's trigger price): six significant digits without
 * an exponent, thousands separated, trailing zeros dropped: "0.193412 HYPE", "1,234.57 HYPE", "0.000000303431 HYPE".
 */
export function formatHypeAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return "0 HYPE";
  return `${hypeDigits.format(value)} HYPE`;
}
