import { type Address, createPublicClient, formatEther, http } from "viem";
import type { WalletDetail } from "../../shared/schemas/wallet";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { authSettings } from "./auth-settings";
import { turnkeyBackend, walletInSubOrganization } from "./turnkey";

export const WALLET_NOT_FOUND = "Wallet not found";

/** Only the signed-in user's own wallet is theirs to see; any other answers 404, as if it did not exist. */
export function assertOwnWallet(user: StoredUser, address: string, userId: string = user.id): void {
  if (userId !== user.id || address.toLowerCase() !== user.walletAddress.toLowerCase()) throw new ApiError(404, WALLET_NOT_FOUND);
}

/** The HYPE balance including what is not mined yet: a faucet gift shows at once, not a block later. */
export function nativeBalanceOf(env: Env, address: string): Promise<bigint> {
  const client = createPublicClient({ transport: http(chainConfigFor(env).rpcUrl, { retryCount: 1 }) });
  return client.getBalance({ address: address as Address, blockTag: "pending" });
}

/** Spec 3's wallet detail: the wallet as the provider knows it, with its live HYPE balance. */
export async function walletDetail(env: Env, user: StoredUser, address: string): Promise<WalletDetail> {
  const [wallet, balance] = await Promise.all([
    walletInSubOrganization(turnkeyBackend(authSettings(env)), user.turnkeySubOrgId, user.walletId, address),
    nativeBalanceOf(env, address),
  ]);
  if (!wallet) throw new ApiError(404, WALLET_NOT_FOUND);
  return { id: user.walletId, ...wallet, balance: balance.toString(), balanceReadable: formatEther(balance) };
}
