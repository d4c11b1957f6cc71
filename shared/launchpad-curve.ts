// LiquidLaunch's bonding curve (contracts/LiquidLaunch.sol; HYPEREVM.md for mainnet's): a constant
// product over virtual reserves; every launch mints 1,000,000,000 tokens of 6 decimals and sells
// 649,300,000 of them on the curve before it freezes and bonds.

export const LAUNCHPAD_TOKEN_DECIMALS = 6;

/** Base units a launch mints. */
export const CURVE_TOTAL_SUPPLY = 10n ** 15n;
/** Base units the curve sells before the token freezes and bonds. */
export const CURVE_TOKENS_FOR_SALE = 649_300_000n * 10n ** BigInt(LAUNCHPAD_TOKEN_DECIMALS);

/** The HYPE a curve starts with that nobody paid in: its reserve counts it, its balance does not. */
export const CURVE_VIRTUAL_HYPE = 300;
