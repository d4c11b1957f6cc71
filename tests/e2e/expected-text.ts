// What the spec says a figure reads like, written with Intl rather than the app's formatters
// (frontend/format/): a test that formats its expectation with the code under test cannot catch that code's bug.

const usd = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ...options });

/** A price: four significant digits at least, cents from $1 up, never abbreviated ("$102,345.68", "$0.00001305"). */
export function priceText(value: number | null): string {
  if (value === null) return "—";
  return usd({
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    minimumSignificantDigits: 4,
    maximumSignificantDigits: 4,
    roundingPriority: "morePrecision",
  }).format(value);
}

/** A dollar size: K, M, B with one decimal from $1,000, cents below, four significant digits below a cent. */
export function usdSizeText(value: number | null): string {
  if (value === null || value === 0) return "$0";
  const size = Math.abs(value);
  if (size >= 999.995) return usd({ notation: "compact", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  if (size >= 0.01) return usd({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return usd({ maximumSignificantDigits: 4 }).format(value);
}

/** A change with its sign and two decimals ("+19.95%", "-3.10%", "0.00%"); unknown is "—". */
export function percentText(value: number | null): string {
  if (value === null) return "—";
  return `${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" }).format(value)}%`;
}

/** Curve progress: one decimal, rounded down, so a curve one token short of sold out never reads 100.0%. */
export function progressText(percent: number): string {
  return `${new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1, roundingMode: "floor", useGrouping: false }).format(percent)}%`;
}

/** Basis points with their sign and one decimal ("+4.2 bps", "-35.0 bps", "0.0 bps"); unknown is "—". */
export function bpsText(value: number | null): string {
  if (value === null) return "—";
  return `${new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(value)} bps`;
}
