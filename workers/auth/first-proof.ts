import { markEmailVerified, type StoredUser } from "../db/auth-users";
import { deleteRefreshTokensOfUser } from "../db/refresh-tokens";

/**
 * The first verified sign-in of an account registered before the address had to be proven (whoever
 * registered it may not own the address): every sign-in made before it ends. Runs once per account.
 */
export async function endAccessMadeBeforeProof(env: Env, user: StoredUser): Promise<void> {
  if (!(await markEmailVerified(env.DB, user.id))) return;
  await deleteRefreshTokensOfUser(env.DB, user.id);
}
