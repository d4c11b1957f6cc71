import { type AbiFunction, parseAbiItem, toFunctionSelector } from "viem";

/** What an owner-only function lets its owner do to holders. */
export type PrivilegeKind = "mint" | "pause" | "blacklist" | "fee-setter" | "max-transaction" | "upgrade";

// Common signatures of each power, as token contracts name them (OpenZeppelin's and the usual forks'). A selector
// found in the bytecode means the function exists; whether the owner may call it is checked by simulation.
const SIGNATURES: Record<PrivilegeKind, readonly string[]> = {
  mint: ["mint(address,uint256)", "mint(uint256)", "mintTo(address,uint256)", "issue(uint256)"],
  pause: ["pause()", "setPaused(bool)", "pauseTrading()", "disableTrading()", "setTradingEnabled(bool)"],
  blacklist: [
    "setBlacklisted(address,bool)",
    "setBlacklist(address,bool)",
    "blacklist(address)",
    "addToBlacklist(address)",
    "blacklistAddress(address,bool)",
    "setBots(address[],bool)",
    "addBots(address[])",
  ],
  "fee-setter": [
    "setSellTax(uint256)",
    "setBuyTax(uint256)",
    "setTax(uint256)",
    "setFee(uint256)",
    "setFees(uint256,uint256)",
    "setTaxes(uint256,uint256)",
    "updateFees(uint256,uint256)",
    "setTaxFeePercent(uint256)",
  ],
  "max-transaction": ["setMaxTxAmount(uint256)", "setMaxTransaction(uint256)", "setMaxWallet(uint256)", "setMaxWalletSize(uint256)"],
  upgrade: ["upgradeTo(address)", "upgradeToAndCall(address,bytes)"],
};

export type PrivilegedFunction = { kind: PrivilegeKind; signature: string; abi: AbiFunction; selector: `0x${string}` };

export const PRIVILEGED_FUNCTIONS: readonly PrivilegedFunction[] = Object.entries(SIGNATURES).flatMap(([kind, signatures]) =>
  signatures.map((signature) => ({
    kind: kind as PrivilegeKind,
    signature,
    abi: parseAbiItem(`function ${signature}`) as AbiFunction,
    selector: toFunctionSelector(`function ${signature}`),
  })),
);

/** Getters that tell whether an address is blocked, asked for the largest holders when a blacklist exists. */
export const BLOCKED_GETTERS = ["isBlacklisted(address)", "isBlackListed(address)", "blacklisted(address)", "isBot(address)", "bots(address)"].map(
  (signature) => ({
    signature,
    abi: parseAbiItem(`function ${signature} view returns (bool)`) as AbiFunction,
    selector: toFunctionSelector(`function ${signature}`),
  }),
);
