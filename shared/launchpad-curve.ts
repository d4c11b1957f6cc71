// LiquidLaunch's bonding curve (contracts/LiquidLaunch.sol; HYPEREVM.md for mainnet's): a constant
// product over virtual reserves, 1,000,000,000 tokens of 6 decimals of which 649,300,000 are for sale.

export const LAUNCHPAD_TOKEN_DECIMALS = 6;

/** The HYPE a curve starts with that nobody paid in: its reserve counts it, its balance does not. */
export const CURVE_VIRTUAL_HYPE = 300;
