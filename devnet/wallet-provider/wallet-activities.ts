import type { z } from "zod";
import { type ActivityHandler, findAccount, parse } from "./activity-handler";
import { addressAt, newMnemonic, readUnsignedTransaction, signWithAccount } from "./hd-wallet";
import * as intents from "./intents";
import { newId, type Wallet } from "./model";
import type { Provider } from "./provider";

const DEFAULT_MNEMONIC_WORDS = 12;

export function createWallet(provider: Provider, params: z.output<typeof intents.walletParams>): Wallet {
  const mnemonic = newMnemonic(params.mnemonicLength ?? DEFAULT_MNEMONIC_WORDS);
  const now = Date.now();
  const walletId = newId();
  return {
    walletId,
    walletName: params.walletName,
    mnemonic: provider.store.seal(mnemonic),
    accounts: params.accounts.map((account) => ({
      walletAccountId: newId(),
      curve: account.curve,
      pathFormat: account.pathFormat,
      path: account.path,
      addressFormat: account.addressFormat,
      address: addressAt(mnemonic, account.path),
      createdAt: now,
    })),
    createdAt: now,
  };
}

/** Wallets: a new HD wallet, and a transaction signed by one of its accounts (within the caller's policies). */
export const WALLET_ACTIVITIES: Record<string, ActivityHandler> = {
  create_wallet: {
    types: { ACTIVITY_TYPE_CREATE_WALLET: "createWalletResult" },
    run: async (input) => {
      const wallet = createWallet(input.provider, parse(intents.walletParams, input));
      input.organization.wallets.push(wallet);
      return { walletId: wallet.walletId, addresses: wallet.accounts.map((account) => account.address) };
    },
  },
  sign_transaction: {
    types: { ACTIVITY_TYPE_SIGN_TRANSACTION_V2: "signTransactionResult" },
    facts: (input) => {
      const tx = readUnsignedTransaction(parse(intents.signTransaction, input).unsignedTransaction);
      return {
        eth: {
          tx: {
            to: tx.to ?? undefined,
            chain_id: tx.chainId,
            value: tx.value ?? 0n,
            data: tx.data ?? "0x",
            nonce: tx.nonce,
          },
        },
      };
    },
    run: async (input) => {
      const params = parse(intents.signTransaction, input);
      const { wallet, account } = findAccount(input.organization, params.signWith);
      const transaction = readUnsignedTransaction(params.unsignedTransaction);
      return { signedTransaction: await signWithAccount(input.provider.store.open(wallet.mnemonic), account.path, transaction) };
    },
  },
};
