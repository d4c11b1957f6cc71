import { formatUsd } from "../../../shared/format/numbers";

/** Dollars, or a dash when there is no figure yet (formatUsd would say "$0"). */
export function usdOrDash(value: number | null): string {
  return value === null ? "—" : formatUsd(value);
}
