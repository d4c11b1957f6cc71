// Withdrawals from the embedded wallet: what it can send (/api/v1/transactions/withdraw/assets), a withdrawal
// checked by the server (…/plan), signed here with this browser's session key and sent through
// /api/v1/transactions/broadcast. The worker never signs it.
import useSWR from "swr";
import type { AuthConfig } from "../../shared/schemas/auth";
import { broadcastResultSchema } from "../../shared/schemas/trade";
import { type WithdrawPlan, withdrawAssetsSchema, withdrawNonceSchema, withdrawPlanSchema } from "../../shared/schemas/withdraw";
import { unsignedWithdrawal } from "../../shared/withdraw";
import { apiGet, apiPost } from "./api-client";
import { bearer, messageOf } from "./auth";
import type { SignedIn } from "./wallet-sign-in";

const BASE = "/api/v1/transactions/withdraw";

/** HYPE and the tokens the wallet holds, balances read from the chain. */
export function useWithdrawAssets(signedIn: SignedIn) {
  return useSWR(["withdraw-assets", signedIn.user.id], async () => {
    const result = await apiGet(`${BASE}/assets`, withdrawAssetsSchema, { headers: bearer(signedIn.accessToken) });
    if (!result.ok) throw new Error(result.message ?? result.error);
    return result.data;
  });
}

/** The server's check of a withdrawal: amount, fee, nonce and gas, and warnings about the recipient. */
export async function planWithdrawal(signedIn: SignedIn, request: { asset: string; to: string; amount: string }): Promise<WithdrawPlan> {
  const result = await apiPost(`${BASE}/plan`, { userId: signedIn.user.id, ...request }, withdrawPlanSchema, bearer(signedIn.accessToken));
  if (!result.ok) throw new Error(result.message ?? result.error);
  return result.data;
}

/**
 * Reserves the wallet's next nonce in the queue its trades use, builds the transfer here with it, has the provider
 * sign it with this browser's session key, and sends it under that reservation; its hash.
 */
export async function signAndSendWithdrawal(signedIn: SignedIn, config: AuthConfig, plan: WithdrawPlan): Promise<string> {
  const { signTransaction } = await import("./turnkey-session");
  const cost = (plan.asset.tokenAddress === null ? BigInt(plan.amount) : 0n) + BigInt(plan.fee);
  const reserved = await apiPost(`${BASE}/nonce`, { userId: signedIn.user.id, cost: cost.toString() }, withdrawNonceSchema, bearer(signedIn.accessToken));
  if (!reserved.ok) throw new Error(messageOf(reserved));
  const { nonce, reservation } = reserved.data;
  const unsigned = unsignedWithdrawal({ ...plan, transaction: { ...plan.transaction, nonce } });
  const signed = await signTransaction(config.turnkey, signedIn.wallet.subOrganizationId, signedIn.wallet.address, unsigned);
  const result = await apiPost(
    "/api/v1/transactions/broadcast",
    { signedTransaction: signed, userId: signedIn.user.id, reservation },
    broadcastResultSchema,
    bearer(signedIn.accessToken),
  );
  // A refusal of the node answers {txHash, status, error}: its reason is the error.
  if (!result.ok) throw new Error(messageOf(result));
  return result.data.txHash;
}
