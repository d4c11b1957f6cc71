import { type Address, getAddress, type Hex } from "viem";
import { type WithdrawPlan, withdrawPlanSchema } from "../../../shared/schemas/withdraw";
import { bearer, heldKey, post, providerClientFor, signInWithGoogle } from "../auth/sign-in-driver";

// A withdrawal as the browser makes it: a Google sign-in whose session key the test holds, the plan asked of the
// worker, and the transfer signed by that key at the wallet provider.

export type User = {
  userId: string;
  address: Address;
  accessToken: string;
  subOrganizationId: string;
  walletId: string;
  sessionKey: { publicKey: string; privateKey: string };
};

/** A Google sign-in whose session key the test holds as the browser holds its IndexedDB key. */
export async function signIn(name: string): Promise<User> {
  const pair = await heldKey();
  const signedIn = await signInWithGoogle(`${name}-${crypto.randomUUID().slice(0, 8)}@example.com`, pair);
  return {
    userId: signedIn.user.id,
    address: getAddress(signedIn.result.address),
    accessToken: signedIn.tokens.accessToken,
    subOrganizationId: signedIn.result.subOrganizationId,
    walletId: signedIn.result.walletId,
    sessionKey: { publicKey: pair.publicKey, privateKey: pair.privateKey },
  };
}

/** Asks the provider to sign: the activity's status and, when signed, the transaction. */
export async function signAt(key: { publicKey: string; privateKey: string }, organizationId: string, signWith: Address, unsigned: Hex) {
  const response = await providerClientFor(key, organizationId, { intervalMs: 100, numRetries: 0 }).signTransaction({
    signWith,
    unsignedTransaction: unsigned.slice(2),
    type: "TRANSACTION_TYPE_ETHEREUM",
  });
  return { status: response.activity.status, signed: response.signedTransaction ? (`0x${response.signedTransaction.replace(/^0x/, "")}` as Hex) : null };
}

export const planFor = (user: User, body: { asset: string; to: string; amount: string }) =>
  post("/transactions/withdraw/plan", { userId: user.userId, ...body }, bearer(user.accessToken));

export async function plan(user: User, body: { asset: string; to: string; amount: string }): Promise<WithdrawPlan> {
  const response = await planFor(user, body);
  if (response.status !== 200) throw new Error(`plan answered ${response.status}: ${await response.text()}`);
  return withdrawPlanSchema.parse(await response.json());
}
