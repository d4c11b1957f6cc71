import { join } from "node:path";
import { type OidcIssuer, startOidcIssuer } from "./oidc";
import { startWalletProvider, type WalletProvider } from "./wallet-provider";

/** Google's issuer: the provider trusts its id tokens too, so a real Google client id works with the local provider. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

export type SignInServicesOptions = {
  providerPort: number;
  oidcPort: number;
  /** Their state: `wallet-provider/` and `oidc/` inside it. */
  dataDir: string;
  /** The backend's Turnkey API public key, the provider's root user's key. */
  rootApiPublicKey: string;
};

export type SignInServices = { provider: WalletProvider; issuer: OidcIssuer; stop: () => Promise<void> };

/** The devnet's stand-ins for Turnkey and Google: the local wallet provider and OpenID issuer. */
export async function startSignInServices(options: SignInServicesOptions): Promise<SignInServices> {
  const issuer = await startOidcIssuer({ port: options.oidcPort, dataDir: join(options.dataDir, "oidc") });
  try {
    const provider = await startWalletProvider({
      port: options.providerPort,
      dataDir: join(options.dataDir, "wallet-provider"),
      rootApiPublicKey: options.rootApiPublicKey,
      trustedIssuers: [issuer.url, GOOGLE_ISSUER],
    });
    return { provider, issuer, stop: async () => void (await Promise.all([provider.stop(), issuer.stop()])) };
  } catch (error) {
    await issuer.stop();
    throw error;
  }
}
