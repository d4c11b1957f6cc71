// LiquidLaunch's curve, as its docs give it (HYPEREVM.md; contracts/LiquidLaunch.sol follows them): every
// launch mints 1,000,000,000 tokens of 6 decimals and sells 649,300,000 of them on the curve before it bonds.

/** Base units a launch mints. */
export const CURVE_TOTAL_SUPPLY = 10n ** 15n;
/** Base units the curve sells before the token freezes and bonds. */
export const CURVE_TOKENS_FOR_SALE = 649_300_000n * 10n ** 6n;
