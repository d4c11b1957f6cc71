/** Dollar abbreviation thresholds, smallest first: K, M, B. */
export const USD_ABBREVIATIONS = [
  { threshold: 1e3, suffix: "K" },
  { threshold: 1e6, suffix: "M" },
  { threshold: 1e9, suffix: "B" },
] as const;

const CENT = 0.01;

/** Below a cent a price keeps four significant digits, written out without an exponent. */
function tinyDollars(size: number): string {
  if (size === 0) return "0";
  const decimals = Math.min(100, 3 - Math.floor(Math.log10(size)));
  return size.toFixed(decimals).replace(/\.?0+$/, "");
}

/**
 * The abbreviation a value is shown with. A unit is reached once the value, rounded as the unit
 * below would show it, is at least its threshold, so 999.999 reads "$1.0K", never "$1,000".
 */
function abbreviation(size: number) {
  let step = CENT;
  let chosen: (typeof USD_ABBREVIATIONS)[number] | undefined;
  for (const unit of USD_ABBREVIATIONS) {
    if (Math.round(size / step) < unit.threshold / step) break;
    chosen = unit;
    step = unit.threshold / 10;
  }
  return chosen;
}

function dollarDigits(size: number): string {
  const unit = abbreviation(size);
  if (unit) return `${(size / unit.threshold).toFixed(1)}${unit.suffix}`;
  if (size < CENT) return tinyDollars(size);
  return String(Math.round(size / CENT) / 100);
}

/**
 * Dollars as the spec shows them: K, M and B with one decimal from 1000 up ("$1.2K", "$3.4M",
 * "$5.6B", "$1234.0B" past that); below 1000 plain dollars with up to two decimals ("$999",
 * "$12.34", "$12.5"); below one cent four significant digits ("$0.00001234"). Negative values
 * carry their sign ("-$1.5K"); zero, a value too small to show, and a missing or non-finite value
 * are "$0".
 */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "$0";
  const digits = dollarDigits(Math.abs(value));
  const sign = value < 0 && digits !== "0" ? "-" : "";
  return `${sign}$${digits}`;
}

/** A token amount abbreviated like dollars, without the sign: "2.2M", "950.5", "0.0001234". */
export function formatAmount(value: number | null | undefined): string {
  return formatUsd(value).replace("$", "");
}

/** A change in percent with its sign and two decimals: "+19.95%", "-3.10%"; unknown is "—". */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const fixed = value.toFixed(2);
  return `${value > 0 && fixed !== "0.00" ? "+" : ""}${fixed === "-0.00" ? "0.00" : fixed}%`;
}
