import { addressSchema, tokenAddressSchema } from "./primitives";
import { snifferVerdictSchema } from "./sniffer-verdict";
import { z } from "./zod";

/** Blocks after a launch's creation block in which a buy from the curve makes its buyer a sniper. */
export const SNIPER_BLOCKS = 5;

/**
 * A bonded launch's LP tokens: "burned" while its pair holds only the liquidity the launchpad added at bonding (whose
 * LP tokens it sends to the dead address); "mixed" once anyone else added or removed liquidity (the sniffer reads the
 * burned share from the chain); null for a launch still on its curve.
 */
export const lpStatusSchema = z.enum(["burned", "mixed"]);
export type LpStatus = z.infer<typeof lpStatusSchema>;

const share = z.number().min(0).max(1);

/**
 * Who holds a launchpad token, as shares (0–1) of its supply in circulation, from the index alone: the creator;
 * snipers (bought from the curve in the SNIPER_BLOCKS blocks after the creation block); the bundle (bought from the
 * curve in the creation block itself, and the wallets they passed tokens to). The creator is counted only as the
 * creator. The sniffer's verdict is its last report's, null until anyone sniffed the token.
 */
export const tokenSafetySchema = z.object({
  creatorShare: share,
  sniperShare: share,
  bundleShare: share,
  lp: lpStatusSchema.nullable(),
  snifferVerdict: snifferVerdictSchema.nullable(),
  snifferScore: z.number().int().min(0).max(100).nullable(),
});
export type TokenSafety = z.infer<typeof tokenSafetySchema>;

/**
 * A list row's safety: the top-10 share of people (null where the holder index does not track the token), the launch's
 * figures (null for a token that did not launch on the curve) and the sniffer's last verdict (null until anyone sniffed it).
 */
export const listSafetySchema = tokenSafetySchema.extend({
  top10Share: share.nullable(),
  creatorShare: share.nullable(),
  sniperShare: share.nullable(),
  bundleShare: share.nullable(),
});
export type ListSafety = z.infer<typeof listSafetySchema>;

export const safetyWalletSchema = z.object({ address: addressSchema(), share });
export type SafetyWallet = z.infer<typeof safetyWalletSchema>;

/** GET /api/v1/indexer/token-safety/{tokenAddress}: the figures and the wallets behind each, largest first. */
export const tokenSafetyResponseSchema = z.object({
  tokenAddress: tokenAddressSchema,
  creationBlock: z.number().int(),
  sniperBlocks: z.number().int(),
  top10Share: share,
  safety: tokenSafetySchema,
  wallets: z.object({
    top10: z.array(safetyWalletSchema),
    creator: safetyWalletSchema.nullable(),
    snipers: z.array(safetyWalletSchema),
    bundle: z.array(safetyWalletSchema),
  }),
});
export type TokenSafetyResponse = z.infer<typeof tokenSafetyResponseSchema>;
