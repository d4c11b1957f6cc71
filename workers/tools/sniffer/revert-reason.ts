import { decodeErrorResult, type Hex } from "viem";

/** A revert as a person reads it: Error(string)'s message, a panic's code, or the raw data of a custom error. */
export function revertReason(data: Hex): string {
  if (data === "0x") return "reverted without a reason";
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data });
    const [argument] = args ?? [];
    return errorName === "Panic" ? `panic 0x${(argument as bigint).toString(16)}` : String(argument);
  } catch {
    return `custom error ${data.slice(0, 10)}`;
  }
}
