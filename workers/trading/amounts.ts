import { formatUnits, parseUnits } from "viem";
import { ApiError } from "../http/errors";

// A request's amount (decimal text, bounded by amountTextSchema) in the units of what it counts, and
// amounts back as text for a sentence.

/** `text` in units of `decimals`; more decimals than the unit has would be rounded silently, so they are refused. */
export function unitsOf(text: string, decimals: number, unit: string): bigint {
  const fraction = text.split(".")[1] ?? "";
  if (fraction.length > decimals) throw new ApiError(400, `Amount has ${fraction.length} decimals: ${unit} has ${decimals}`);
  try {
    return parseUnits(text, decimals);
  } catch {
    throw new ApiError(400, `Amount must be a number of ${unit}`);
  }
}

/** A trade's amount: in units, and more than nothing. */
export function parseAmount(text: string, decimals: number, unit: string): bigint {
  const amount = unitsOf(text, decimals, unit);
  if (amount <= 0n) throw new ApiError(400, `Amount must be more than 0 ${unit}`);
  return amount;
}

/** An amount for a sentence: at most six decimals (the answer's fields keep every digit). */
export function readable(units: bigint, decimals: number): string {
  const [whole, fraction = ""] = formatUnits(units, decimals).split(".");
  const shown = fraction.slice(0, 6).replace(/0+$/, "");
  if (shown !== "" || whole !== "0" || units === 0n) return shown === "" ? whole! : `${whole}.${shown}`;
  // Under a millionth: its first three significant digits, so a fee or a cost never reads as 0.
  const significant = fraction.replace(/^0+/, "");
  return `0.${"0".repeat(fraction.length - significant.length)}${significant.slice(0, 3).replace(/0+$/, "")}`;
}

export const hype = (wei: bigint) => `${readable(wei, 18)} HYPE`;
