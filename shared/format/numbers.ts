/** Dollar abbreviation thresholds, smallest first: K, M, B. */
export const USD_ABBREVIATIONS = [
  { threshold: 1e3, suffix: "K" },
  { threshold: 1e6, suffix: "M" },
  { threshold: 1e9, suffix: "B" },
] as const;

/** Prices keep at least this many significant digits: a move of a hundredth of a percent shows. */
export const PRICE_SIGNIFICANT_DIGITS = 4;

const CENT = 0.01;
/** The most decimals Number#toFixed writes. */
const MAX_DECIMALS = 100;

/** Decimals that keep `significant` digits of `size` (> 0), counted after rounding, so 0.99996 keeps "1.000". */
function decimalsFor(size: number, significant: number): number {
  const rounded = Number(size.toPrecision(significant));
  return Math.min(MAX_DECIMALS, Math.max(0, significant - 1 - Math.floor(Math.log10(rounded))));
}

/** Below a cent a size keeps four significant digits, written out without an exponent. */
function tinyDollars(size: number): string {
  if (size === 0) return "0";
  return size.toFixed(decimalsFor(size, PRICE_SIGNIFICANT_DIGITS)).replace(/\.?0+$/, "");
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

/** A size's digits: abbreviated from 1000, else with `cents` (always two decimals) or as few as it needs. */
function sizeDigits(size: number, cents: boolean): string {
  const unit = abbreviation(size);
  if (unit) return `${(size / unit.threshold).toFixed(1)}${unit.suffix}`;
  if (size < CENT) return tinyDollars(size);
  const whole = Math.round(size / CENT) / 100;
  return cents ? whole.toFixed(2) : String(whole);
}

const signed = (value: number, digits: string, unit: string) => `${value < 0 && !/^[0.]+$/.test(digits) ? "-" : ""}${unit}${digits}`;

const broken = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || !Number.isFinite(value);

/**
 * Dollar sizes (volumes, values, liquidity, market caps) as the spec shows them: K, M and B with one
 * decimal from 1000 up ("$1.2K", "$3.4M", "$5.6B", "$1234.0B" past that); below 1000 plain dollars
 * and cents ("$999.00", "$12.50"); below one cent four significant digits ("$0.00001234"). Negative
 * values carry their sign ("-$1.5K"); zero, a value too small to show, and a missing or non-finite
 * value are "$0". Prices are not sizes: see formatPrice.
 */
export function formatUsd(value: number | null | undefined): string {
  if (broken(value) || value === 0) return "$0";
  const digits = sizeDigits(Math.abs(value), true);
  return digits === "0" ? "$0" : signed(value, digits, "$");
}

/** A HYPE amount as sizes are written: "312.44 HYPE", "1.2K HYPE". */
export function formatHype(value: number | null | undefined): string {
  return `${formatUsd(value).replace("$", "")} HYPE`;
}

export { formatHypeAmount } from "../../shared/hype-amount";

/** A token amount or a count, abbreviated like dollars without the sign or padded cents: "2.2M", "950.46", "71", "0.0001234". */
export function formatAmount(value: number | null | undefined): string {
  if (broken(value)) return "0";
  const digits = sizeDigits(Math.abs(value), false);
  return signed(value, digits, "");
}

/**
 * A price: never abbreviated, at least `significant` (4) significant digits and, from $1 up, cents, with
 * thousands separated: "$102,345.67", "$1.001", "$12.35", "$0.1812", "$0.00001305". Missing is "—".
 */
export function formatPrice(value: number | null | undefined, significant = PRICE_SIGNIFICANT_DIGITS): string {
  if (broken(value)) return "—";
  if (value === 0) return "$0";
  const size = Math.abs(value);
  const decimals = Math.max(size >= 1 ? 2 : 0, decimalsFor(size, significant));
  const [whole = "0", fraction] = size.toFixed(decimals).split(".");
  const digits = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction === undefined ? "" : `.${fraction}`}`;
  return signed(value, digits, "$");
}

/** A change in percent with its sign and two decimals: "+19.95%", "-3.10%"; unknown is "—". */
export function formatPercent(value: number | null | undefined): string {
  if (broken(value)) return "—";
  const fixed = value.toFixed(2);
  return `${value > 0 && fixed !== "0.00" ? "+" : ""}${fixed === "-0.00" ? "0.00" : fixed}%`;
}

/** Progress in percent with one decimal, rounded down: a curve one token short of sold out never reads "100.0%". */
export function formatProgress(percent: number): string {
  return `${(Math.floor(percent * 10) / 10).toFixed(1)}%`;
}

/** How a change reads: up, down, or flat when it shows as 0.00% (or is unknown), so "0.00%" is never red. */
export function changeTone(value: number | null | undefined): "up" | "down" | "flat" {
  const shown = formatPercent(value);
  if (shown === "—" || shown === "0.00%") return "flat";
  return shown.startsWith("-") ? "down" : "up";
}
