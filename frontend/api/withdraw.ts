// Withdrawals from the embedded wallet: what it can send (/api/v1/transactions/withdraw/assets), a withdrawal
// checked by the server (…/plan), signed here with this browser's session key and sent through
// /api/v1/transactions/broadcast. The worker never signs it.
import useSWR from "swr";
import type { AuthConfig } from "../../shared/schemas/auth";
import { broadcastResultSchema } from "../../shared/schemas/trade";
import { type WithdrawPlan, withdrawAssetsSchema, withdrawPlanSchema } from "../../shared/schemas/withdraw";
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

/** Builds the transfer here, has the provider sign it with this browser's session key, and sends it; its hash. */
export async function signAndSendWithdrawal(signedIn: SignedIn, config: AuthConfig, plan: WithdrawPlan): Promise<string> {
  const { signTransaction } = await import("./turnkey-session");
  const signed = await signTransaction(config.turnkey, signedIn.wallet.subOrganizationId, signedIn.wallet.address, unsignedWithdrawal(plan));
  const result = await apiPost(
    "/api/v1/transactions/broadcast",
    { signedTransaction: signed, userId: signedIn.user.id },
    broadcastResultSchema,
    bearer(signedIn.accessToken),
  );
  // A refusal of the node answers {txHash, status, error}: its reason is the error.
  if (!result.ok) throw new Error(messageOf(result));
  return result.data.txHash;
}
