import { z } from "zod";
import { type ActivityHandler, type ActivityInput, findAccount, parse } from "./activity-handler";
import { notFound } from "./api-error";
import { exportBundle } from "./export-bundle";
import { privateKeyAt } from "./hd-wallet";
import { anyP256 } from "./intents";
import { signerKey } from "./provider";

// Export: the wallet's recovery phrase or one account's private key, encrypted to a key the browser made
// for this export. Who may export is the general rule (authorization.ts): a credential of the
// sub-organization itself; the parent's key is refused, and a user outside the root quorum (the
// delegated trading user) only as far as a policy allows, which the trading policy does not.

const exportWallet = z.looseObject({
  walletId: z.string().min(1),
  targetPublicKey: anyP256,
  language: z.literal("MNEMONIC_LANGUAGE_ENGLISH", "only English mnemonics are supported by the local provider").optional(),
});
const exportWalletAccount = z.looseObject({ address: z.string().min(1), targetPublicKey: anyP256 });
const exportPrivateKey = z.looseObject({ privateKeyId: z.string().min(1), targetPublicKey: anyP256 });

const sealedFor = (input: ActivityInput, secret: Uint8Array, targetPublicKey: string) =>
  exportBundle(signerKey(input.provider), input.organization.organizationId, secret, targetPublicKey);

export const EXPORT_ACTIVITIES: Record<string, ActivityHandler> = {
  export_wallet: {
    types: { ACTIVITY_TYPE_EXPORT_WALLET: "exportWalletResult" },
    run: async (input) => {
      const params = parse(exportWallet, input);
      const wallet = input.organization.wallets.find((candidate) => candidate.walletId === params.walletId);
      if (!wallet) throw notFound(`could not find wallet ${params.walletId} in organization ${input.organization.organizationId}`);
      const mnemonic = new TextEncoder().encode(input.provider.store.open(wallet.mnemonic));
      return { walletId: wallet.walletId, exportBundle: sealedFor(input, mnemonic, params.targetPublicKey) };
    },
  },
  export_wallet_account: {
    types: { ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT: "exportWalletAccountResult" },
    run: async (input) => {
      const params = parse(exportWalletAccount, input);
      const { wallet, account } = findAccount(input.organization, params.address);
      const privateKey = privateKeyAt(input.provider.store.open(wallet.mnemonic), account.path);
      return { address: account.address, exportBundle: sealedFor(input, privateKey, params.targetPublicKey) };
    },
  },
  // Turnkey's standalone private keys; this provider keeps only wallets, so there is none to find.
  export_private_key: {
    types: { ACTIVITY_TYPE_EXPORT_PRIVATE_KEY: "exportPrivateKeyResult" },
    run: async (input) => {
      const params = parse(exportPrivateKey, input);
      throw notFound(`could not find private key ${params.privateKeyId} in organization ${input.organization.organizationId}`);
    },
  },
};
