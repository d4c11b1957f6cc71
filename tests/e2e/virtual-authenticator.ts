import type { Page } from "@playwright/test";
import { BASE_URL } from "./chromium";

// Chromium's virtual authenticator (WebAuthn through the DevTools protocol): real WebAuthn ceremonies,
// a platform authenticator with resident keys and user verification, which says yes without a prompt.

/** The app as passkeys see it: by name (browsers refuse an IP address as a relying party). */
export const PASSKEY_BASE_URL = BASE_URL.replace("127.0.0.1", "localhost");

export type VirtualAuthenticator = { credentials: () => Promise<{ isResidentCredential: boolean; signCount: number; rpId?: string }[]> };

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}
