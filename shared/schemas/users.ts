import { addressSchema } from "./primitives";
import { principalSchema } from "./token-lists";
import { z } from "./zod";

// GET /api/user/{principal} and /api/profile/{principal}. A user is a wallet that created
// launchpad tokens; names and pictures are not on chain, so they are null until a profile exists.

export const userSchema = z.object({
  principal: principalSchema,
  username: z.string().nullable(),
  image: z.string().nullable(),
  walletAddress: addressSchema(),
  tokenCount: z.number().int().min(1),
  firstTokenCreated: z.number().int(),
  lastTokenCreated: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const PROFILE_PRINCIPALS_MAX = 100;

/** One principal, or several separated by commas: exactly what its published pattern admits, then deduplicated. */
export const profilePrincipalsSchema = z
  .string()
  .transform((text) => text.split(",").map((part) => part.toLowerCase()))
  .pipe(z.array(principalSchema).min(1).max(PROFILE_PRINCIPALS_MAX, `At most ${PROFILE_PRINCIPALS_MAX} principals per request`))
  .transform((principals) => [...new Set(principals)])
  .meta({
    description: `Up to ${PROFILE_PRINCIPALS_MAX} addresses, comma-separated.`,
    pattern: `^0x[0-9a-fA-F]{40}(,0x[0-9a-fA-F]{40}){0,${PROFILE_PRINCIPALS_MAX - 1}}$`,
    example: "0x5555555555555555555555555555555555555555,0xb8ce59fc3717ada4c02eadf9682a9e934f625ebb",
  });

export const profileSchema = z.object({
  username: z.string().nullable(),
  customPictureUrl: z.string().nullable(),
  discordPictureUrl: z.string().nullable(),
  walletAddress: addressSchema(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Keyed by principal. */
export const profilesResponseSchema = z.record(principalSchema, profileSchema);
export type ProfilesResponse = z.infer<typeof profilesResponseSchema>;
