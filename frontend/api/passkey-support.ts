import type { AuthConfig } from "../../shared/schemas/auth";

/**
 * Whether this page can use the app's passkeys: browsers refuse an IP address as a relying party, and a
 * passkey works only on its relying party's host (or a subdomain). On the devnet that means localhost.
 */
export function passkeysUsable(config: AuthConfig | undefined): boolean {
  if (!config || typeof window.PublicKeyCredential !== "function") return false;
  const { rpId } = config.passkey;
  const host = window.location.hostname;
  return !/^[\d.]+$|:/.test(rpId) && (host === rpId || host.endsWith(`.${rpId}`));
}

/** Where passkeys work, for a page opened at another host (the devnet app at 127.0.0.1); undefined where they work or nowhere. */
export function passkeyHome(config: AuthConfig | undefined): string | undefined {
  if (!config || passkeysUsable(config) || /^[\d.]+$|:/.test(config.passkey.rpId)) return undefined;
  const { protocol, port, pathname } = window.location;
  return `${protocol}//${config.passkey.rpId}${port ? `:${port}` : ""}${pathname}`;
}
