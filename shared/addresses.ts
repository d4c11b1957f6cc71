// Addresses with a fixed meaning on HyperEVM, free of any library so every bundle can use them.

/** HyperEVM's native wrapped token (WHYPE): the side of a pair that is not displayed. */
export const WHYPE_ADDRESS = "0x5555555555555555555555555555555555555555" as const;

/** Tokens sent to either burn address leave circulation: the zero address, and the conventional 0x…dEaD. */
export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
export const DEAD_ADDRESS = "0x000000000000000000000000000000000000dead";
export const BURN_ADDRESSES: readonly string[] = [ZERO_ADDRESS, DEAD_ADDRESS];
