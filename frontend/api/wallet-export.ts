// Export of the wallet's recovery phrase or the account's private key, in this browser only: a P-256
// key made for this one export, the activity stamped by the session key in IndexedDB and sent straight
// to the wallet provider (never through our API), the bundle opened here. The export key lives in this
// function's scope alone and is dropped when it returns.
import { decryptExportBundle, generateP256KeyPair } from "@turnkey/crypto";
import type { AuthConfig } from "../../shared/schemas/auth";
import { sessionClient } from "./turnkey-session";

export type ExportKind = "phrase" | "private-key";
export type ExportedWallet = { walletId: string; address: string; subOrganizationId: string };

export const EXPORT_SESSION_EXPIRED = "Your wallet session has expired. Sign in again to export.";

/** The secret in clear: the phrase's words, or the private key as 0x-prefixed hex. */
export async function exportSecret(config: AuthConfig["turnkey"], wallet: ExportedWallet, kind: ExportKind): Promise<string> {
  const client = await sessionClient(config);
  const exportKey = generateP256KeyPair();
  const organizationId = wallet.subOrganizationId;
  const targetPublicKey = exportKey.publicKeyUncompressed;
  let answer: { activity: { status: string }; exportBundle?: string };
  try {
    answer =
      kind === "phrase"
        ? await client.exportWallet({ organizationId, walletId: wallet.walletId, targetPublicKey })
        : await client.exportWalletAccount({ organizationId, address: wallet.address, targetPublicKey });
  } catch (error) {
    // Turnkey's 401s: the session key is no longer the user's (expired, or signed out elsewhere).
    if (/Turnkey error 16:/.test((error as Error).message)) throw new Error(EXPORT_SESSION_EXPIRED);
    throw new Error(`The wallet provider refused the export: ${(error as Error).message.replace(/^Turnkey error \d+: /, "")}`);
  }
  if (answer.activity.status !== "ACTIVITY_STATUS_COMPLETED" || !answer.exportBundle) {
    throw new Error("The wallet provider did not complete the export. Please try again.");
  }
  const secret = await decryptExportBundle({
    exportBundle: answer.exportBundle,
    organizationId,
    embeddedKey: exportKey.privateKey,
    returnMnemonic: kind === "phrase",
    ...(config.signerPublicKey ? { dangerouslyOverrideSignerPublicKey: config.signerPublicKey } : {}),
  }).catch(() => {
    throw new Error("The export could not be opened: it was not signed by the wallet provider for this wallet. Nothing was shown.");
  });
  return kind === "phrase" ? secret : `0x${secret}`;
}
