import { markEmailVerified, moveUserWallet, type StoredUser } from "../db/auth-users";
import { TRADING_USER_NAME, tradingKeyOf } from "../trading/trading-key";
import { newWallet } from "./new-wallet";
import { revokeAllSignIns } from "./refresh-tokens";
import { liveCredentialsOf, type turnkeyBackend } from "./turnkey";

/**
 * The first verified sign-in of an account registered before the address had to be proven: whoever registered
 * it may not own the address. Every sign-in made before it ends (refresh tokens). Its wallet is kept only if
 * nothing but the app's trading key can still act in it: any other live credential (a key added with the
 * registration key, a session, another user) may be the registrant's, which the parent organization cannot
 * delete (Turnkey lets it only read a sub-organization and start sign-ins), so the user gets a fresh wallet that
 * only this proof opens. Runs once per account; answers the user as they now are.
 */
export async function endAccessMadeBeforeProof(env: Env, client: ReturnType<typeof turnkeyBackend>, user: StoredUser): Promise<StoredUser> {
  if (!(await markEmailVerified(env.DB, user.id))) return user;
  await revokeAllSignIns(env.DB, user.id);
  const tradingKey = tradingKeyOf(env)?.publicKey;
  const live = await liveCredentialsOf(client, user.turnkeySubOrgId);
  const foreign = live.filter((found) => !(found.userName === TRADING_USER_NAME && found.credential === tradingKey));
  if (foreign.length === 0) return user;
  console.warn(`first verified sign-in: ${foreign.length} credential(s) made before it in the wallet; the user gets a fresh wallet`);
  const wallet = await newWallet(env, client, { email: user.email, name: user.name });
  const moved: StoredUser = { ...user, turnkeySubOrgId: wallet.subOrganizationId, walletId: wallet.walletId, walletAddress: wallet.address };
  await moveUserWallet(env.DB, moved);
  return moved;
}
