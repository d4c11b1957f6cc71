import type { AccountEmailRequest } from "../../shared/schemas/account";
import { type AuthUser, NAME_MAX_LENGTH } from "../../shared/schemas/auth";
import { type StoredUser, updateUserEmail, updateUserName, userByEmail } from "../db/auth-users";
import { spendVerificationToken } from "../db/email-proofs";
import { ApiError } from "../http/errors";
import { authSettings } from "./auth-settings";
import { verifyCodeProof } from "./code-proof";
import { publicUser } from "./sign-in";
import { CODE_LOGIN_REFUSED, call, turnkeyBackend } from "./turnkey";

// The facts our user row shares with the wallet provider: the name and the sign-in e-mail. The user changes
// them at the provider with their own session key (the account page's user-auth helper); the worker only
// follows, reading the provider with the parent organization's key, which can read but never change a user.

export const EMAIL_UNCHANGED = "This is already your sign-in e-mail address.";
export const EMAIL_OF_ANOTHER = "Another account signs in with this e-mail address.";
export const EMAIL_NOT_AT_PROVIDER = "Your wallet does not have this e-mail address yet: change it there with the same code first.";

type ProviderUser = { userName: string; userEmail?: string | undefined };

async function usersOfWallet(env: Env, user: StoredUser): Promise<ProviderUser[]> {
  const client = turnkeyBackend(authSettings(env));
  const { users } = await call("list_users", { status: 404, message: "Wallet not found" }, () => client.getUsers({ organizationId: user.turnkeySubOrgId }));
  return users;
}

const sameAddress = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/** Copies the name the wallet's owner (the user with the account's e-mail) has at the provider; a name equal to the e-mail is none. */
export async function followProviderName(env: Env, user: StoredUser): Promise<AuthUser> {
  const owner = (await usersOfWallet(env, user)).find((candidate) => sameAddress(candidate.userEmail, user.email));
  if (!owner) throw new ApiError(409, "Your wallet has no user with your sign-in e-mail address.");
  const name = owner.userName.trim().slice(0, NAME_MAX_LENGTH);
  const shown = name === "" || sameAddress(user.email, name) ? null : name;
  await updateUserName(env.DB, user.id, shown);
  const { name: _old, ...rest } = user;
  return publicUser({ ...rest, ...(shown === null ? {} : { name: shown }) });
}

/**
 * Moves the sign-in e-mail to an address the caller proved (a code mailed to it, as sign-in proves one), once the
 * wallet provider has it too: e-mail sign-in finds the account here and opens the session there, so both must agree.
 */
export async function changeSignInEmail(env: Env, user: StoredUser, proof: AccountEmailRequest): Promise<AuthUser> {
  const claims = await verifyCodeProof(authSettings(env), proof);
  const email = claims.contact.toLowerCase();
  if (sameAddress(user.email, email)) throw new ApiError(400, EMAIL_UNCHANGED);
  if (await userByEmail(env.DB, email)) throw new ApiError(409, EMAIL_OF_ANOTHER);
  if (!(await usersOfWallet(env, user)).some((candidate) => sameAddress(candidate.userEmail, email))) throw new ApiError(409, EMAIL_NOT_AT_PROVIDER);
  if (!(await spendVerificationToken(env.DB, claims.id, Number(claims.exp)))) throw new ApiError(401, CODE_LOGIN_REFUSED);
  if (!(await updateUserEmail(env.DB, user.id, email))) throw new ApiError(409, EMAIL_OF_ANOTHER);
  return publicUser({ ...user, email });
}
