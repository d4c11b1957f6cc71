import type { Address } from "viem";
import { chainConfigFor } from "../chain/chain-config";
import { enableDelegatedTrading, tradingKeyOf, tradingRootUser } from "../trading/trading-key";
import { createUserWallet, type NewWallet, type turnkeyBackend } from "./turnkey";

/** A new user's wallet; with a trading key configured, the app's trading user is set up in it (trading/trading-key.ts). */
export async function newWallet(env: Env, client: ReturnType<typeof turnkeyBackend>, user: Parameters<typeof createUserWallet>[1]): Promise<NewWallet> {
  const key = tradingKeyOf(env);
  const wallet = await createUserWallet(client, user, key ? [tradingRootUser(key)] : []);
  const [ownerUserId, tradingUserId] = wallet.rootUserIds;
  if (key && ownerUserId && tradingUserId) {
    await enableDelegatedTrading(env, chainConfigFor(env), {
      subOrganizationId: wallet.subOrganizationId,
      address: wallet.address as Address,
      ownerUserId,
      tradingUserId,
    });
  }
  return wallet;
}
