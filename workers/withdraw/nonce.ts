import { getAddress } from "viem";
import type { WithdrawNonce, WithdrawNonceRequest } from "../../shared/schemas/withdraw";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { walletNoncesOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { chainClient } from "../trading/market";
import { sendRefused } from "../trading/send-refusals";
import { chainView, refusalOf } from "../trading/send-transaction";

/**
 * POST /transactions/withdraw/nonce: the wallet's next nonce, reserved by its WalletNonces as a trade's is, so a
 * trade sent while the browser signs the withdrawal takes the one after. The lease stays held until the
 * broadcast of the transfer settles it (or it lapses), and its funds check counts what trades have in flight.
 */
export async function reserveWithdrawalNonce(env: Env, user: StoredUser, request: WithdrawNonceRequest): Promise<WithdrawNonce> {
  if (request.userId !== user.id) throw new ApiError(404, WALLET_NOT_FOUND);
  const address = getAddress(user.walletAddress);
  const nonces = walletNoncesOf(env, address);
  const { leaseId, inFlight } = await nonces.lease();
  try {
    const cost = BigInt(request.cost);
    const plan = await nonces.reserve(leaseId, await chainView(chainClient(chainConfigFor(env)), address, inFlight), cost);
    if (!plan.ok) throw sendRefused(refusalOf(plan, cost), "this withdrawal");
    return { nonce: plan.nonce, reservation: leaseId };
  } catch (error) {
    await nonces.settle(leaseId, null);
    throw error;
  }
}
