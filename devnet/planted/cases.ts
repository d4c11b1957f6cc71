import { getAddress } from "viem";
import { addressSchema } from "../../shared/schemas/primitives";
import { z } from "../../shared/schemas/zod";

// What the devnet plants on every fresh chain for the tools to find: scam tokens for the token sniffer, a
// creator whose launches rug, a bundled launch for the bubble map, and a USDC depeg and the stablecoins' issuance
// for stable health. Tests find them by these symbols.

/** The six trap tokens: each an ERC20 (contracts/<contract>.sol) with a V2 pair against WHYPE and a few trades. */
export const TRAP_TOKENS = [
  { kind: "honeypot", contract: "HoneypotToken", name: "Honey Pot", symbol: "HONEY" },
  { kind: "sell-tax", contract: "SellTaxToken", name: "Tax Farm", symbol: "TAXED" },
  { kind: "mintable", contract: "MintableToken", name: "Money Printer", symbol: "PRINT" },
  { kind: "blacklist", contract: "BlacklistToken", name: "Gate Keeper", symbol: "GATED" },
  { kind: "pausable", contract: "PausableToken", name: "Freeze Frame", symbol: "FROZE" },
  { kind: "max-transaction", contract: "MaxTxToken", name: "Slice Only", symbol: "SLICE" },
] as const;

export type TrapKind = (typeof TRAP_TOKENS)[number]["kind"];

/** Each trap token's supply (18 decimals), all of it put in its pair. */
export const TRAP_TOKEN_SUPPLY = 1_000_000n * 10n ** 18n;

/** The sell-tax token takes this share of every sell (basis points). */
export const PLANTED_SELL_TAX_BPS = 2500;

/** The max-transaction token refuses to move more than this share of its supply at once (basis points). */
export const PLANTED_MAX_TX_BPS = 200;

/** A creator whose first launches all rugged (the creator dumped the bag), and their newest launch, not yet rugged. */
export const RUG_CREATOR = {
  rugged: [
    { name: "Pump Cat", symbol: "PCAT" },
    { name: "Pump Dog", symbol: "PDOG" },
    { name: "Pump Frog", symbol: "PFROG" },
  ],
  next: { name: "Pump Bird", symbol: "PBIRD" },
} as const;

/** A bundled launch: one address funds the creator and these wallets, which buy in the token's creation block. */
export const BUNDLED_LAUNCH = { name: "Cabal Coin", symbol: "CABAL", wallets: 5 } as const;

/**
 * USDC's depeg on its V3 pool against USDT0: out to 40 bps below and smoothly back over two hours, ending two hours
 * before the chain goes live, so it stays in stable health's seven days of history.
 */
export const PLANTED_DEPEG = { symbol: "USDC", against: "USDT0", worstBps: -40, hours: 2, endsHoursBeforeLive: 2 } as const;

/** The stablecoins' issuance in the last minutes before the chain goes live, for stable health's 24 h supply change. */
export const PLANTED_SUPPLY_CHANGES = [
  { symbol: "USDT0", change: 5_000_000 },
  { symbol: "USDC", change: -2_000_000 },
] as const;

const address = addressSchema().transform((value) => getAddress(value));

export const plantedCasesSchema = z.object({
  // Partial: a devnet planted before a kind was added resumes without it.
  traps: z.partialRecord(z.enum(TRAP_TOKENS.map((trap) => trap.kind) as [TrapKind, ...TrapKind[]]), address),
  rugCreator: z.object({ creator: address, rugged: z.array(address), next: address }),
  bundle: z.object({ token: address, creator: address, funder: address, wallets: z.array(address), receiver: address }),
});
export type PlantedCases = z.infer<typeof plantedCasesSchema>;
