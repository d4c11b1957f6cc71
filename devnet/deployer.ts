/** The devnet's deployer and its stablecoins' issuer: an address of its own (anvil lets it send without a key). */
export const DEPLOYER = "0x000000000000000000000000000000000000de91" as const;
