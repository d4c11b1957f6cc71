import { BaseError, decodeErrorResult, type Hex, parseAbi, RawContractError, sliceHex } from "viem";

/**
 * Errors claim and mint contracts revert with: require strings and panics (viem decodes those itself), the custom
 * errors of the devnet's campaigns and of common drops and OpenZeppelin's ERC-721 and ERC-20.
 */
const KNOWN_ERRORS = parseAbi([
  "error AlreadyMinted(address account)",
  "error NotOnAllowlist(address account)",
  "error AlreadyClaimed()",
  "error InvalidProof()",
  "error NotWhitelisted()",
  "error NotAllowlisted()",
  "error NotEligible()",
  "error MintNotActive()",
  "error ClaimWindowFinished()",
  "error ExceedsAllowance()",
  "error ERC721InvalidReceiver(address receiver)",
  "error ERC721InvalidSender(address sender)",
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error OwnableUnauthorizedAccount(address account)",
  "error EnforcedPause()",
]);

const PANICS: Record<number, string> = {
  1: "assertion failed",
  17: "arithmetic overflow or underflow",
  18: "division by zero",
  50: "array index out of bounds",
};

/** The revert data inside an eth_call's failure, if the node gave any. */
export function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const raw = error.walk((cause) => cause instanceof RawContractError) as RawContractError | null;
  if (raw?.data !== undefined) return typeof raw.data === "string" ? raw.data : raw.data.data;
  const withData = error.walk((cause) => typeof (cause as { data?: unknown }).data === "string") as { data?: Hex } | null;
  return withData?.data;
}

/** A revert in plain words: the require string, the panic, the custom error with its arguments, or its selector. */
export function revertReason(data: Hex | undefined): string {
  if (data === undefined || data === "0x") return "reverted without a reason";
  try {
    // viem adds Error(string) and Panic(uint256) to the ABI it decodes with.
    const { errorName, args } = decodeErrorResult({ abi: KNOWN_ERRORS, data }) as { errorName: string; args: readonly unknown[] | undefined };
    if (errorName === "Error") return String(args?.[0]);
    if (errorName === "Panic") {
      const code = Number(args?.[0]);
      return `panic 0x${code.toString(16)} (${PANICS[code] ?? "unknown panic"})`;
    }
    return `${errorName}(${(args ?? []).map(String).join(", ")})`;
  } catch {
    return data.length >= 10 ? `custom error ${sliceHex(data, 0, 4)} (not one the checker knows)` : "reverted without a reason";
  }
}
